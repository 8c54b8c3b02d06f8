import { z } from 'zod';
import { PLANS } from './users.ts';

/**
 * The pricing page (issue 26): `GET /api/pricing/data` in the seed's shape (basicPlan, standardPlan,
 * enterprisePlan with monthly and yearly prices and benefits) plus the organization's current plan.
 * Prices are integer grosze (net, PLN). The seed's Standard plan is the organization plan 'team'.
 */
export const PRICED_PLANS = ['basic', 'team', 'enterprise'] as const;
export type PricedPlan = (typeof PRICED_PLANS)[number];
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const pricingPlanSchema = z.object({
  plan: z.enum(PRICED_PLANS),
  /** Translation key of the title, subtitle and benefits (`pricing:plans.<titleKey>.*`). */
  titleKey: z.enum(['basic', 'standard', 'enterprise']),
  monthlyPrice: z.number().int(),
  yearlyPlan: z.object({ perMonth: z.number().int(), totalAnnual: z.number().int() }),
  /** Benefit keys, translated by the web (`pricing:benefits.<key>`). */
  planBenefits: z.array(z.string()),
  popularPlan: z.boolean(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const planChangeRequestSchema = z.object({
  id: z.number().int(),
  plan: z.enum(PLANS),
  billing: z.enum(BILLING_PERIODS),
  requestedBy: z.string(),
  createdAt: z.string(),
});
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

export const pricingDataSchema = z.object({
  basicPlan: pricingPlanSchema,
  standardPlan: pricingPlanSchema,
  enterprisePlan: pricingPlanSchema,
  currentPlan: z.enum(PLANS),
  /** The organization's latest change request, if any (shown until the plan is changed). */
  latestRequest: planChangeRequestSchema.nullable(),
});
export type PricingData = z.infer<typeof pricingDataSchema>;

export const planChangeBodySchema = z.object({
  plan: z.enum(PRICED_PLANS),
  billing: z.enum(BILLING_PERIODS),
});
export type PlanChangeBody = z.infer<typeof planChangeBodySchema>;
