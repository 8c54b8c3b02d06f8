import type { PricingPlan } from '@saldo/contracts/pricing';
import { money } from '@saldo/domain/money';

/**
 * The seed's plans and figures (net PLN, in grosze): Basic free; Standard 49 a month, or 40 a month
 * billed yearly (480 a year); Enterprise 99 a month, or 80 a month billed yearly (960 a year). The
 * benefits are translation keys; the web words them in the reader's language.
 */
export const pricingPlans: {
  basicPlan: PricingPlan;
  standardPlan: PricingPlan;
  enterprisePlan: PricingPlan;
} = {
  basicPlan: {
    plan: 'basic',
    titleKey: 'basic',
    monthlyPrice: 0,
    yearlyPlan: { perMonth: 0, totalAnnual: 0 },
    planBenefits: ['oneUser', 'invoices', 'ksef', 'pdfAndEmail'],
    popularPlan: false,
  },
  standardPlan: {
    plan: 'team',
    titleKey: 'standard',
    monthlyPrice: money('49'),
    yearlyPlan: { perMonth: money('40'), totalAnnual: money('480') },
    planBenefits: ['fiveUsers', 'invoices', 'ksef', 'costsFromKsef', 'bankStatements', 'debtCollection'],
    popularPlan: true,
  },
  enterprisePlan: {
    plan: 'enterprise',
    titleKey: 'enterprise',
    monthlyPrice: money('99'),
    yearlyPlan: { perMonth: money('80'), totalAnnual: money('960') },
    planBenefits: [
      'unlimitedUsers',
      'everythingInStandard',
      'payroll',
      'jpk',
      'clientAccounts',
      'prioritySupport',
    ],
    popularPlan: false,
  },
};
