import {
  DOCUMENT_TYPES,
  type DebtSettings,
  type InvoiceTypes,
  type PrintingSettings,
  type Series,
} from '@saldo/contracts/organization-settings';
import {
  debtSettingsProblems,
  invoiceTypesProblems,
  normalizeDebtSettings,
  seriesProblems,
  type SettingsProblems,
} from '@saldo/contracts/organization-settings-rules';
import type { Db } from '../../db/client.ts';
import type { OrganizationSettingsRow } from './organization-settings.table.ts';
import { assertNoProblems } from './organization-settings-errors.ts';
import {
  defaultDebt,
  defaultInvoiceTypes,
  defaultPrinting,
  defaultSeries,
} from './organization-settings-defaults.ts';
import {
  findOrganizationSettings,
  listSeries,
  saveSettingsSections,
  upsertSeries,
} from './organization-settings.repository.ts';

/** Invoice types, printing and debt collection: JSON sections with defaults until first saved. */
export async function getSections(db: Db, organizationId: number) {
  return sectionsFrom(await findOrganizationSettings(db, organizationId));
}

/** The sections of a settings row (or none yet), read by getSections or joined into another read. */
export function sectionsFrom(row: OrganizationSettingsRow | undefined) {
  return {
    invoiceTypes: invoiceTypesFrom(row?.invoiceTypes),
    printing: row?.printing ?? defaultPrinting,
    debt: row?.debt ?? defaultDebt,
  };
}

export async function updateInvoiceTypes(db: Db, organizationId: number, body: InvoiceTypes) {
  assertNoProblems(invoiceTypesProblems(body));
  await saveSettingsSections(db, organizationId, { invoiceTypes: body });
  return (await getSections(db, organizationId)).invoiceTypes;
}

export async function updatePrinting(db: Db, organizationId: number, body: PrintingSettings) {
  const printing = { ...body, notes: body.notes.trim(), footer: body.footer.trim() };
  await saveSettingsSections(db, organizationId, { printing });
  return printing;
}

export async function updateDebt(db: Db, organizationId: number, body: DebtSettings) {
  assertNoProblems(debtSettingsProblems(body));
  const debt = normalizeDebtSettings(body);
  await saveSettingsSections(db, organizationId, { debt });
  return debt;
}

/** Spread over the defaults: a type added to DOCUMENT_TYPES later gets its default switch. */
export function invoiceTypesFrom(stored: OrganizationSettingsRow['invoiceTypes'] | undefined): InvoiceTypes {
  return { ...defaultInvoiceTypes, ...stored };
}

/** The series of one document type: the stored one, else the default (as getSeries answers it). */
export function seriesOf(type: Series['documentType'], stored: Series | undefined): Series {
  return stored ?? defaultSeries[type];
}

/** Every document type's series, in DOCUMENT_TYPES order; types never saved get the default. */
export async function getSeries(db: Db, organizationId: number): Promise<Series[]> {
  const stored = new Map((await listSeries(db, organizationId)).map((s) => [s.documentType, s]));
  return DOCUMENT_TYPES.map((type) => stored.get(type) ?? defaultSeries[type]);
}

/**
 * Saves the series sent (a form usually sends all of them). A sent template may not repeat the
 * template another type keeps: the check runs over the sent list plus the types left as they were.
 */
export async function updateSeries(db: Db, organizationId: number, list: readonly Series[]) {
  const sent = list.map((series) => ({ ...series, template: series.template.trim() }));
  const problems: SettingsProblems = seriesProblems(sent);
  const sentTypes = new Set(sent.map((series) => series.documentType));
  const kept = (await getSeries(db, organizationId)).filter((s) => !sentTypes.has(s.documentType));
  sent.forEach((series, index) => {
    const path = `series.${index}.template`;
    if (!problems[path] && kept.some((other) => other.template === series.template)) {
      problems[path] = 'templateDuplicate';
    }
  });
  assertNoProblems(problems);
  await upsertSeries(db, organizationId, sent);
  return getSeries(db, organizationId);
}
