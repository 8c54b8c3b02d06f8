ALTER TABLE "mailboxes" ADD COLUMN "watch_holder" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "watch_lease_until" timestamp with time zone;