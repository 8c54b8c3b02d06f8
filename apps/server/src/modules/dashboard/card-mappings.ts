import type { CardAnalytic, CardStatistic } from '@saldo/contracts/analytics';

/**
 * What each of the template's cards shows in Saldo. The text is the route's OpenAPI description, so the
 * mapping is documented where the API is read; a card with no honest source says so and answers
 * `{ available: false, reason }` rather than an invented figure.
 */
export const cardStatisticMappings: Readonly<Record<CardStatistic, string>> = {
  subscribers:
    'Subscribers → active contractors: contractors with an invoice issued in the last 12 months (value); the series adds all contractors on file.',
  revenue:
    'Revenue → sales of the month: gross of the invoices issued, in PLN at each invoice’s rate (proformas and cancelled invoices left out); previous: last month; series: the last 6 months.',
  sales:
    'Sales → net sales of the month in PLN (the revenue card’s invoices, without VAT); previous: last month; series: the last 6 months.',
  orders:
    'Orders → invoices issued in the month (Saldo has no shop orders); previous: last month; series: the last 6 months.',
  'site-traffic':
    'Site traffic → not available: Saldo records no visits to a web site, so this card answers { available: false }.',
  'active-users':
    'Active users → users of the organization who signed in or renewed a session in the last 30 days (value); the series adds all users.',
  newsletter:
    'Newsletter → invoices sent to buyers by e-mail, by the month they were issued (Saldo sends no newsletters); previous: last month; series: the last 6 months.',
};

export const cardAnalyticMappings: Readonly<Record<CardAnalytic, string>> = {
  'support-tracker':
    'Support tracker → overdue invoices chased: overdue invoices of the last 12 months (value) and how many have a debt-collection action recorded (reminder, call, demand…) and how many none (series chased / notChased).',
  'avg-sessions':
    'Average sessions → average invoice: the mean sales (gross, PLN) per invoice issued in the month; previous: last month; series: the last 6 months.',
  'revenue-report':
    'Revenue report → sales and costs per month for the last 6 months, in PLN (series revenue:YYYY-MM and costs:YYYY-MM); value: this month’s sales less costs.',
  'goal-overview':
    'Goal overview → collection: the share (percent) of the last 12 months’ sales already paid; series: paid and open invoices.',
  revenue:
    'Revenue → sales per month for the last 12 months, gross in PLN; value: this month, previous: last month.',
  'product-orders':
    'Product orders → invoices of the last 12 months by what is left to pay on them (as booked) against the day’s deadlines: paid, open (not yet due) and overdue.',
  'sessions-device':
    'Sessions by device → not recorded: sessions keep no browser or device, so the card shows the invoices of the last 12 months by payment method (transfer, cash, card…) instead.',
  customers:
    'Customers → contractors invoiced in the last 12 months: new (first invoice ever in that span) and returning (invoiced before it).',
};
