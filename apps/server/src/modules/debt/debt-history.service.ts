// The debt history as the contract shows it: entries with titles and subtitles in the reader's
// language, written from the facts each entry keeps (recipient, note, amounts, the failure reason).
import type { DebtHistoryEntry } from '@saldo/contracts/debt';
import type { CurrencyCode } from '@saldo/domain/currency';
import { formatMoney } from '@saldo/domain/money';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Caller, scopeOf } from '../../lib/caller.ts';
import { findDebtEntry, listDebtEntries, type HistoryScope } from './debt-history.repository.ts';
import type { DebtHistoryRow } from './debt.table.ts';

export const ATTACHMENT_ROUTE = '/api/apps/invoice/debt-history';

/** "Reminder sent", or for a step that did not reach the buyer, "Reminder not sent". */
export function entryTitle(row: Pick<DebtHistoryRow, 'action' | 'delivered'>, language: Language): string {
  return translate(
    language,
    row.delivered ? `debt.titles.${row.action}` : `debt.titlesNotSent.${row.action}`,
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown, currency: unknown, language: Language): string =>
  typeof value === 'number'
    ? formatMoney(value, {
        locale: language === 'pl' ? 'pl' : 'en',
        currency: (text(currency) || 'PLN') as CurrencyCode,
        nbsp: false,
      })
    : '';

/** Why a step did not reach the buyer, in the reader's language (the schedule keeps the message key). */
function reasonOf(row: DebtHistoryRow, language: Language): string {
  const { reasonKey, reasonParams } = row.details;
  if (typeof reasonKey !== 'string') return text(row.details.reason);
  let params: MessageParams;
  try {
    params = JSON.parse(text(reasonParams) || '{}') as MessageParams;
  } catch {
    params = {};
  }
  return translate(language, reasonKey as MessageKey, params);
}

function subtitleOf(row: DebtHistoryRow, language: Language): string {
  const d = row.details;
  if (!row.delivered)
    return translate(language, 'debt.subtitles.notSent', { reason: reasonOf(row, language) });
  switch (row.action) {
    case 'reminder_email':
    case 'invoice_resent':
      return translate(language, 'debt.subtitles.emailTo', { to: text(d.to) });
    case 'reminder_sms':
      return translate(language, 'debt.subtitles.smsTo', { to: text(d.to) });
    case 'phone_call':
    case 'note':
      return text(d.text);
    case 'demand_letter': {
      const params = {
        principal: amount(d.principal, 'PLN', language),
        interest: amount(d.interest, 'PLN', language),
        date: text(d.interestDate),
        to: text(d.to),
      };
      return translate(language, d.to ? 'debt.subtitles.demandSent' : 'debt.subtitles.demand', params);
    }
  }
}

export function toEntry(row: DebtHistoryRow, language: Language): DebtHistoryEntry {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    action: row.action,
    origin: row.origin,
    title: entryTitle(row, language),
    subtitle: subtitleOf(row, language),
    time: row.createdAt.toISOString(),
    ...(row.attachmentKey
      ? {
          attachment: { title: row.attachmentTitle ?? '' },
          attachmentUrl: `${ATTACHMENT_ROUTE}/${row.id}/attachment`,
        }
      : {}),
    delivered: row.delivered,
  };
}

/** A client user: its own contractor's entries, and only what was delivered to it. */
export async function historyScopeOf(ctx: AppContext, caller: Caller): Promise<HistoryScope> {
  const scope = await scopeOf(ctx.db, caller);
  return scope.contractorId === undefined
    ? { organizationId: scope.organizationId }
    : { organizationId: scope.organizationId, contractorId: scope.contractorId };
}

export async function listHistory(
  ctx: AppContext,
  caller: Caller,
  filter: { invoiceId?: number | undefined; contractorId?: number | undefined; limit: number },
  language: Language,
): Promise<DebtHistoryEntry[]> {
  const scope = await historyScopeOf(ctx, caller);
  const rows = await listDebtEntries(ctx.db, scope, {
    limit: filter.limit,
    ...(filter.invoiceId !== undefined ? { invoiceId: filter.invoiceId } : {}),
    ...(filter.contractorId !== undefined ? { contractorId: filter.contractorId } : {}),
  });
  return rows.map((entry) => toEntry(entry, language));
}

export async function entryAttachment(ctx: AppContext, files: FileStorage, caller: Caller, entryId: number) {
  const entry = await findDebtEntry(ctx.db, await historyScopeOf(ctx, caller), entryId);
  if (!entry) throw new AppError(404, 'debt.entryNotFound');
  const data = entry.attachmentKey ? await files.get(entry.attachmentKey) : null;
  if (!data) throw new AppError(404, 'debt.attachmentMissing');
  const name = (entry.attachmentTitle ?? 'document').replace(/[^\p{L}\p{N} ._()-]+/gu, '_');
  return { data, fileName: name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf` };
}
