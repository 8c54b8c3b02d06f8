// Generating the month's JPK_V7M(3) file: written as a stream, checked against the official XSD, kept
// only when valid. A schema error comes back as row and field problems in the reader's language.
import { createHash } from 'node:crypto';
import type { FileProblem, GenerateResult, TaxCompany } from '@saldo/contracts/tax-returns';
import type { Language } from '@saldo/i18n/languages';
import { resources, type TranslationTree } from '@saldo/i18n/resources';
import type { JpkHeader } from '@saldo/domain/jpk/jpk-types';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { validateJpkV7m, type JpkSchemaError } from '../../integrations/jpk/jpk-validate.ts';
import { writeJpkV7m } from '../../integrations/jpk/jpk-writer.ts';
import type { Caller } from '../../lib/caller.ts';
import { computeMonth, periodOf, type ComputedMonth } from './tax-return-month.ts';
import { assertDraft, assertStartedPeriod, fileNameOf } from './tax-returns.service.ts';
import {
  deleteTaxReturnFile,
  findTaxReturn,
  findTaxReturnFile,
  insertTaxReturnAudit,
  lockOrCreateTaxReturn,
  saveTaxReturnFile,
  updateTaxReturnRow,
} from './tax-returns.repository.ts';
import { figuresOf } from './tax-return-month.ts';

const SYSTEM_NAME = 'Saldo';
const PROBLEMS_SHOWN = 50;

/** Missing company data is named before anything is written, not found in the XML afterwards. */
export function assertCompanyComplete(facts: TaxCompany): void {
  if (facts.missing.length > 0)
    throw new AppError(409, 'taxReturns.companyMissing', {
      params: { fields: facts.missing.join(', ') },
      code: 'company_missing',
    });
}

function headerOf(month: ComputedMonth, purpose: 1 | 2): JpkHeader {
  return {
    period: periodOf(month.period),
    purpose,
    taxOfficeCode: month.company.taxOfficeCode,
    taxpayer: {
      kind: 'company',
      nip: month.company.nip,
      fullName: month.company.name,
      email: month.company.email,
      phone: month.company.phone.trim() === '' ? null : month.company.phone,
    },
    createdAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    systemName: SYSTEM_NAME,
  };
}

function lookup(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The `jpk` namespace's words for a schema error; xmllint's own words when it has none. */
function problemMessage(language: Language, error: JpkSchemaError): string {
  const trees = resources[language] as Record<string, TranslationTree | undefined>;
  const english = resources.en as Record<string, TranslationTree | undefined>;
  const text = lookup(trees['jpk'], error.code) ?? lookup(english['jpk'], error.code) ?? error.detail;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in error.params ? String(error.params[name]) : whole,
  );
}

function problemOf(language: Language, month: ComputedMonth, error: JpkSchemaError): FileProblem {
  const kind = error.section === 'sales' ? 'sale' : error.section === 'purchases' ? 'purchase' : null;
  const row =
    error.row === null
      ? undefined
      : kind === 'sale'
        ? month.registers.sales[error.row - 1]
        : kind === 'purchase'
          ? month.registers.purchases[error.row - 1]
          : undefined;
  return {
    kind,
    row: kind === null ? null : error.row,
    documentNumber: row?.documentNumber ?? null,
    field: error.field,
    message: problemMessage(language, error),
  };
}

export async function generateFile(
  ctx: AppContext,
  caller: Caller,
  period: string,
  language: Language,
): Promise<GenerateResult> {
  assertStartedPeriod(period);
  const started = Date.now();
  return ctx.db.transaction(async (tx) => {
    const { row, created } = await lockOrCreateTaxReturn(tx, caller.organizationId, period);
    if (created)
      await insertTaxReturnAudit(tx, {
        organizationId: caller.organizationId,
        period,
        userId: caller.id,
        action: 'prepared',
      });
    if (row.status !== 'ready') assertDraft(row);
    const month = await computeMonth(tx, caller.organizationId, period, row);
    assertCompanyComplete(month.facts);
    await updateTaxReturnRow(tx, row.id, figuresOf(month));
    const input = {
      header: headerOf(month, row.purpose === 2 ? 2 : 1),
      declaration: month.declaration,
      sales: month.registers.sales,
      purchases: month.registers.purchases,
    };
    // The chunks are kept to store the file once it is known to be valid; the writer never builds it whole.
    const chunks: string[] = [];
    for await (const chunk of writeJpkV7m(input)) chunks.push(chunk);
    const validation = await validateJpkV7m(chunks);
    if (!validation.ok) {
      await deleteTaxReturnFile(tx, row.id);
      await insertTaxReturnAudit(tx, {
        organizationId: caller.organizationId,
        period,
        userId: caller.id,
        action: 'generation_failed',
        details: { errors: validation.errors.length },
      });
      return {
        ok: false as const,
        problems: validation.errors
          .slice(0, PROBLEMS_SHOWN)
          .map((error) => problemOf(language, month, error)),
      };
    }
    const xml = chunks.join('');
    const fileName = fileNameOf(period, row.purpose);
    await saveTaxReturnFile(tx, {
      taxReturnId: row.id,
      fileName,
      xml,
      sha256: createHash('sha256').update(xml).digest('hex'),
      generatedBy: caller.id,
    });
    const rows = month.registers.sales.length + month.registers.purchases.length;
    await insertTaxReturnAudit(tx, {
      organizationId: caller.organizationId,
      period,
      userId: caller.id,
      action: 'generated',
      details: { rows },
    });
    return {
      ok: true as const,
      file: { fileName, generatedAt: new Date().toISOString() },
      rows,
      milliseconds: Date.now() - started,
    };
  });
}

export async function downloadFile(ctx: AppContext, caller: Caller, period: string) {
  const row = await findTaxReturn(ctx.db, caller.organizationId, period);
  const file = row ? await findTaxReturnFile(ctx.db, row.id) : undefined;
  if (!file) throw new AppError(404, 'taxReturns.noFile');
  return file;
}
