// Payslips: the PDF of one approved entry, its download and its e-mail to the worker through the
// outside-mail gate (decision 0011), and a worker's payslips for the worker's page.
import type { WorkerPayslips } from '@saldo/contracts/payroll-lists';
import { grossComponents } from '@saldo/contracts/payroll-entry';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../i18n/translate.ts';
import type { Caller } from '../../lib/caller.ts';
import { assertMaySend, sendingTransaction } from '../mail/outside-mail.service.ts';
import { findOrganizationWithLogo } from '../organizations/organizations.repository.ts';
import { payrollSettingsOf } from './payroll-settings.service.ts';
import { payrollEntryNotFound, payrollListNotFound } from './payroll.service.ts';
import {
  findPayrollList,
  findWorkerOf,
  insertPayrollAudit,
  listPayrollEntries,
  lockPayrollList,
  workerPayslipRows,
} from './payroll.repository.ts';
import { payslipFileName } from './payslip-pdf.ts';
import { payslipWords } from './payslip-words.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function payslipParts(ctx: AppContext, caller: Caller, listId: number, entryId: number) {
  const list = await findPayrollList(ctx.db, caller.organizationId, listId);
  if (!list) throw payrollListNotFound();
  if (list.status === 'draft') throw new AppError(409, 'payroll.notApproved');
  const entry = (await listPayrollEntries(ctx.db, list.id)).find((row) => row.id === entryId);
  if (!entry) throw payrollEntryNotFound();
  const [worker, organization, settings] = await Promise.all([
    findWorkerOf(ctx.db, caller.organizationId, entry.workerId),
    findOrganizationWithLogo(ctx.db, caller.organizationId),
    payrollSettingsOf(ctx.db, caller.organizationId),
  ]);
  let password: string | null = null;
  if (settings.payslipPassword === 'pesel') {
    password = worker?.pesel || worker?.passportNumber || '';
    if (password === '') throw new AppError(409, 'payroll.noPayslipPassword');
  }
  const company = organization?.organization;
  // The worker's language, not the reader's: the payslip is handed or mailed to the worker.
  const language = worker?.payslipLanguage ?? 'pl';
  const components = grossComponents(entry.terms, entry.inputs, list.month);
  // On the worker pool, like every PDF: a run of payslips must not hold up other requests.
  const data = {
    employer: {
      name: company?.name ?? '',
      nip: company?.nip ?? '',
      address: [company?.street, company?.city].filter(Boolean).join(', '),
    },
    workerName: entry.workerName,
    month: list.month,
    kind: list.kind,
    terms: entry.terms,
    lines: entry.lines,
    base: components.find((c) => c.kind === 'base')?.amount ?? 0,
    bonus: components.find((c) => c.kind === 'bonus')?.amount ?? 0,
  };
  const pdf = await ctx.workers.run('payslipPdf', { data, password, language }, { owner: caller.id });
  return {
    list,
    entry,
    worker,
    language,
    pdf,
    protectedFile: password !== null,
    fileName: payslipFileName(entry.workerName, list.month),
  };
}

export async function payslipPdf(ctx: AppContext, caller: Caller, listId: number, entryId: number) {
  const { pdf, fileName } = await payslipParts(ctx, caller, listId, entryId);
  return { pdf, fileName };
}

/** E-mails the payslip to the address in the worker's record; the mail gate's refusals pass through. */
export async function sendPayslip(
  ctx: AppContext,
  caller: Caller,
  listId: number,
  entryId: number,
): Promise<{ to: string }> {
  const sender = { organizationId: caller.organizationId, userId: caller.id };
  const { list, entry, worker, language, pdf, fileName, protectedFile } = await payslipParts(
    ctx,
    caller,
    listId,
    entryId,
  );
  const to = worker?.email.trim() ?? '';
  if (!EMAIL.test(to))
    throw new AppError(409, 'payroll.noWorkerEmail', { params: { name: entry.workerName } });
  await assertMaySend(ctx, sender, { to });
  const params = { month: payslipWords(language).monthName(list.month) };
  const body = translate(language, 'payroll.payslipMailBody', params);
  // The password sentence goes before the closing line, and only when the file has one.
  const closing = body.lastIndexOf('\n\n');
  const text = !protectedFile
    ? body
    : `${body.slice(0, closing)}\n${translate(language, 'payroll.payslipMailPassword')}${body.slice(closing)}`;
  await sendingTransaction(ctx, sender, async (tx, queue) => {
    const locked = await lockPayrollList(tx, caller.organizationId, list.id);
    if (!locked) throw payrollListNotFound();
    await queue({
      to,
      subject: translate(language, 'payroll.payslipMailSubject', params),
      text,
      html: `<p>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>')}</p>`,
      attachments: [{ filename: fileName, contentType: 'application/pdf', content: pdf.toString('base64') }],
    });
    await insertPayrollAudit(tx, list.id, caller.id, 'payslipSent', { worker: entry.workerName });
  });
  return { to };
}

export async function workerPayslips(
  ctx: AppContext,
  caller: Caller,
  workerId: number,
): Promise<WorkerPayslips> {
  // Another organization's worker is not found, as on the worker's own routes.
  if (!(await findWorkerOf(ctx.db, caller.organizationId, workerId)))
    throw new AppError(404, 'http.notFound');
  const rows = await workerPayslipRows(ctx.db, caller.organizationId, workerId);
  return {
    payslips: rows.map(({ list, entry }) => ({
      listId: list.id,
      entryId: entry.id,
      month: list.month,
      kind: list.kind,
      status: list.status,
      gross: entry.gross,
      net: entry.net,
      approvedAt: list.approvedAt?.toISOString() ?? null,
    })),
  };
}
