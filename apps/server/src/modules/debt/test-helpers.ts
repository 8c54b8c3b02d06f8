// Shared by the debt-collection test files (not imported by the app): a fresh organization with
// invoices overdue by known numbers of days (relative to today), and the app's debt dependencies.
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import { addDays, type IsoDate } from '@saldo/domain/dates/calendar';
import { compensationRateDate } from '@saldo/domain/late-payment/compensation';
import type { AppContext } from '../../app-context.ts';
import { createMailer } from '../../integrations/mail/mailer.ts';
import { createSmsClient } from '../../integrations/sms/sms-client.ts';
import { createFileStorage } from '../../lib/file-storage/file-storage.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { FakeNbpData } from '../../../test/fakes/fake-nbp-server.ts';
import { createContractor, freshOrganization, kowalski, type Headers } from '../contractors/test-helpers.ts';
import { issue, vatInvoice } from '../invoices/test-helpers.ts';
import type { DebtDeps } from './debt-actions.service.ts';

export const today = (): IsoDate => todayInPoland();

/** A VAT invoice of 1 953,00 PLN (vatInvoice) due `daysAgo` days before today. */
export function dueDaysAgo(contractorId: number, daysAgo: number, overrides: Partial<InvoiceInputBody> = {}) {
  const issueDate = addDays(today(), -daysAgo - 14);
  return vatInvoice(contractorId, {
    issueDate,
    saleDate: issueDate,
    paymentTerm: 'custom',
    paymentTermDays: 14,
    ...overrides,
  });
}

/** NBP data with an EUR rate of 4.2500 on every compensation rate date of the last 400 days. */
export function nbpDataForCompensation(): FakeNbpData {
  const dates = new Set<IsoDate>();
  for (let back = -40; back <= 400; back++) dates.add(compensationRateDate(addDays(today(), -back)));
  const tables = Object.fromEntries(
    [...dates].map((d, i) => [d, `${String(i + 1).padStart(3, '0')}/A/NBP/2026`]),
  );
  const mids = Object.fromEntries([...dates].map((d) => [d, '4.2500']));
  return { tables, currencies: { EUR: { name: 'euro', mids } } };
}

export interface DebtScenario {
  admin: Headers;
  /** Buyer with e-mail and a mobile phone. */
  buyerId: number;
  /** Buyer with no e-mail and no phone. */
  silentBuyerId: number;
  /** Overdue 71 days, unpaid. */
  late: { id: number; number: string; dueDate: string };
  /** Overdue 20 days, 953,00 paid of 1 953,00. */
  partly: { id: number; number: string };
  /** Not due for another 5 days. */
  notDue: { id: number; number: string };
  /** Overdue but paid in full. */
  paid: { id: number; number: string };
  /** Overdue, owed by the buyer without contact details. */
  unreachable: { id: number; number: string };
}

export async function debtScenario(t: TestApp): Promise<DebtScenario> {
  const admin = await freshOrganization(t);
  const buyer = await createContractor(t, admin, {
    ...kowalski,
    phone: '+48 500 100 200',
    email: 'ksiegowosc@kowalski.pl',
  });
  const silent = await createContractor(t, admin, {
    ...kowalski,
    name: 'Milczący Dłużnik S.A.',
    nip: '',
    phone: '',
    email: '',
  });
  const late = await issue(t, admin, dueDaysAgo(buyer.id, 71));
  const partly = await issue(t, admin, dueDaysAgo(buyer.id, 20));
  const notDue = await issue(t, admin, dueDaysAgo(buyer.id, -5));
  const paid = await issue(t, admin, dueDaysAgo(buyer.id, 30));
  const unreachable = await issue(t, admin, dueDaysAgo(silent.id, 40));
  const pay = async (id: number, amount: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/apps/invoice/invoices/${id}/payments`,
      headers: admin,
      payload: { amount, date: today(), method: 'transfer' },
    });
    if (response.statusCode !== 201) throw new Error(`payment failed: ${response.body}`);
  };
  await pay(partly.id, '953,00');
  await pay(paid.id, '1953,00');
  return {
    admin,
    buyerId: buyer.id,
    silentBuyerId: silent.id,
    late: { id: late.id, number: late.number, dueDate: late.dueDate },
    partly: { id: partly.id, number: partly.number },
    notDue: { id: notDue.id, number: notDue.number },
    paid: { id: paid.id, number: paid.number },
    unreachable: { id: unreachable.id, number: unreachable.number },
  };
}

/** The context and dependencies the app gives the debt module, for calling the job directly. */
export function debtContext(t: TestApp): { ctx: AppContext; deps: DebtDeps } {
  const ctx: AppContext = {
    config: t.config,
    db: t.database.db,
    mailer: createMailer({ db: t.database.db, config: t.config, log: t.app.log }),
    workers: t.app.workers,
    signAccessToken: () => '',
  };
  const deps: DebtDeps = {
    files: createFileStorage(t.config),
    sms: createSmsClient({ ...t.config.sms, timeoutMs: t.config.lookupTimeoutMs }),
  };
  return { ctx, deps };
}
