ALTER TABLE "balance_confirmations" ADD COLUMN "answer_channel" text;--> statement-breakpoint
ALTER TABLE "balance_confirmations" ADD COLUMN "disputed_balance" bigint;--> statement-breakpoint
ALTER TABLE "balance_confirmations" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "balance_confirmations" ADD CONSTRAINT "balance_confirmations_answer_channel_check" CHECK ("balance_confirmations"."answer_channel" in ('app', 'paper'));
