// The editor's inputs as the user types them, and their parsing into the API's inputs. The figures are
// computed in the browser with the same shared builder and domain function as the server's.
import { useMemo, useState } from 'react';
import { computeEntries } from '@saldo/contracts/payroll-entry';
import {
  hoursTextSchema,
  PAYROLL_LIMITS,
  type PayrollEntryDto,
  type PayrollEntryInputs,
  type PayrollListDetail,
  type PayrollSummary,
} from '@saldo/contracts/payroll-lists';
import { payrollSummary } from '@saldo/contracts/payroll-summary';
import { parseMoney, toInputString } from '@saldo/domain/money';
import type { PayrollMonthResult } from '@saldo/domain/payroll/payroll-types';
import type { Locale } from '@saldo/domain/currency';

export interface EntryDraft {
  bonus: string;
  unpaidLeaveDays: string;
  unpaidLeaveHours: string;
  hours: string;
  fee: string;
}
export type DraftField = keyof EntryDraft;
export type DraftErrors = Partial<Record<DraftField, 'invalid'>>;

export function draftOf(inputs: PayrollEntryInputs, locale: Locale): EntryDraft {
  return {
    bonus: inputs.bonus === 0 ? '' : toInputString(inputs.bonus, locale),
    unpaidLeaveDays: inputs.unpaidLeaveDays === 0 ? '' : String(inputs.unpaidLeaveDays),
    unpaidLeaveHours: inputs.unpaidLeaveHours === 0 ? '' : String(inputs.unpaidLeaveHours),
    hours: inputs.hours === '0' ? '' : inputs.hours,
    fee: inputs.fee === null ? '' : toInputString(inputs.fee, locale),
  };
}

function money(text: string): number | null {
  if (text.trim() === '') return 0;
  const parsed = parseMoney(text);
  return parsed.ok && parsed.value >= 0 && parsed.value <= PAYROLL_LIMITS.amount ? parsed.value : null;
}

function whole(text: string, max: number): number | null {
  if (text.trim() === '') return 0;
  return /^\d{1,3}$/.test(text.trim()) && Number(text) <= max ? Number(text) : null;
}

/** The inputs, or which fields cannot be read. */
export function parseDraft(draft: EntryDraft): { inputs: PayrollEntryInputs | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const bonus = money(draft.bonus);
  const fee = draft.fee.trim() === '' ? null : money(draft.fee);
  const days = whole(draft.unpaidLeaveDays, PAYROLL_LIMITS.leaveDays);
  const hoursOff = whole(draft.unpaidLeaveHours, PAYROLL_LIMITS.leaveHours);
  const hours = draft.hours.trim() === '' ? '0' : draft.hours.trim();
  if (bonus === null) errors.bonus = 'invalid';
  if (draft.fee.trim() !== '' && fee === null) errors.fee = 'invalid';
  if (days === null) errors.unpaidLeaveDays = 'invalid';
  if (hoursOff === null) errors.unpaidLeaveHours = 'invalid';
  if (!hoursTextSchema.safeParse(hours).success) errors.hours = 'invalid';
  if (Object.keys(errors).length > 0 || bonus === null || days === null || hoursOff === null)
    return { inputs: null, errors };
  return {
    inputs: { bonus, unpaidLeaveDays: days, unpaidLeaveHours: hoursOff, hours, fee },
    errors,
  };
}

const sameInputs = (a: PayrollEntryInputs, b: PayrollEntryInputs) =>
  (Object.keys(a) as (keyof PayrollEntryInputs)[]).every((key) => a[key] === b[key]);

export interface LiveEntry {
  entry: PayrollEntryDto;
  draft: EntryDraft;
  errors: DraftErrors;
  /** Typed inputs differ from the saved ones. */
  dirty: boolean;
  inputs: PayrollEntryInputs;
  lines: PayrollMonthResult;
}

/**
 * The list with the user's unsaved inputs applied: a draft list's figures follow every keystroke
 * (an unreadable field keeps the saved input), an approved list shows its stored figures.
 */
export function useLiveEntries(list: PayrollListDetail, locale: Locale) {
  const [drafts, setDrafts] = useState<Record<number, EntryDraft>>({});
  const live = useMemo(() => {
    const parsed = list.entries.map((entry) => {
      const draft = drafts[entry.id] ?? draftOf(entry.inputs, locale);
      const { inputs, errors } = parseDraft(draft);
      return { entry, draft, errors, inputs: inputs ?? entry.inputs };
    });
    const lines =
      list.status === 'draft'
        ? computeEntries(
            parsed.map(({ entry, inputs }) => ({
              workerId: entry.workerId,
              terms: entry.terms,
              inputs,
              yearToDate: entry.yearToDate,
            })),
            list.month,
            list.options,
          )
        : list.entries.map((entry) => entry.lines);
    const entries: LiveEntry[] = parsed.map((item, index) => ({
      ...item,
      dirty: !sameInputs(item.inputs, item.entry.inputs) || Object.keys(item.errors).length > 0,
      lines: lines[index] ?? item.entry.lines,
    }));
    const summary: PayrollSummary = {
      ...payrollSummary(
        entries.map((e) => e.lines),
        list.month,
        15,
      ),
      deadlines: list.deadlines,
    };
    return { entries, summary };
  }, [drafts, list, locale]);

  const edit = (entryId: number, field: DraftField, value: string) =>
    setDrafts((current) => {
      const entry = list.entries.find((e) => e.id === entryId);
      if (!entry) return current;
      return {
        ...current,
        [entryId]: { ...(current[entryId] ?? draftOf(entry.inputs, locale)), [field]: value },
      };
    });
  const reset = (entryId: number) =>
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => Number(id) !== entryId)),
    );
  return { ...live, edit, reset };
}
