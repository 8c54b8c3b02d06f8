import { contractorProblems, normalizeContractorInput } from '@saldo/contracts/contractor-rules';
import {
  CONTRACTOR_IMPORT_MAX_ROWS,
  contractorInputSchema,
  type ContractorFilterQuery,
  type ContractorImportError,
  type ContractorImportResult,
  type ContractorInput,
} from '@saldo/contracts/contractors';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import { translate } from '../../i18n/translate.ts';
import { AppError, type Message } from '../../lib/app-error.ts';
import { CsvSyntaxError, parseCsv } from '../../lib/csv.ts';
import { findCachedLookups } from '../lookup/company-lookups.repository.ts';
import { toRowValues } from './contractor-mapping.ts';
import { problemMessage } from './contractor-messages.ts';
import { columnOfField, readHeader, rowToInput } from './contractors-csv.ts';
import { existingNips, insertContractors, isNipTaken, listContractors } from './contractors.repository.ts';

const INSERT_CHUNK = 500;

/** Every contractor the filter finds (no paging), as the CSV file Polish Excel opens (worker pool). */
export async function exportContractorsCsv(
  ctx: AppContext,
  organizationId: number,
  owner: number,
  filter: ContractorFilterQuery,
): Promise<Buffer> {
  const rows = await listContractors(ctx.db, organizationId, filter);
  return ctx.workers.run('contractorsCsv', rows, { owner });
}

interface ValidRow {
  row: number;
  input: ContractorInput;
}

function readFile(text: string) {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new AppError(400, 'contractors.import.unclosedQuote');
    throw error;
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new AppError(400, 'contractors.import.empty');
  const { columns, unknown } = readHeader(header.cells);
  if (unknown.length > 0) {
    throw new AppError(400, 'contractors.import.unknownColumns', { params: { columns: unknown.join(', ') } });
  }
  if (!columns.includes('name')) throw new AppError(400, 'contractors.import.missingName');
  if (data.length > CONTRACTOR_IMPORT_MAX_ROWS) {
    throw new AppError(400, 'contractors.import.tooManyRows', {
      params: { max: CONTRACTOR_IMPORT_MAX_ROWS },
    });
  }
  return { columns, data };
}

/** Checks every row with the API's rules; collects all problems instead of stopping at the first. */
function checkRows(text: string) {
  const { columns, data } = readFile(text);
  const problems: { row: number; field: string; message: Message }[] = [];
  const valid: ValidRow[] = [];
  const firstRowOfNip = new Map<string, number>();
  for (const record of data) {
    const row = record.line;
    if (record.cells.slice(columns.length).some((cell) => cell.trim() !== '')) {
      problems.push({ row, field: '', message: { key: 'contractors.import.extraValues' } });
      continue;
    }
    const { input, problems: cellProblems } = rowToInput(columns, record.cells);
    for (const problem of cellProblems)
      problems.push({ row, field: problem.field, message: { key: problem.key } });
    const parsed = contractorInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const max = issue.code === 'too_big' ? Number(issue.maximum) : null;
        const message: Message =
          max === null ? { key: 'validation.invalid' } : { key: 'validation.tooLong', params: { max } };
        problems.push({ row, field: columnOfField(issue.path.map(String).join('.')), message });
      }
      continue;
    }
    const normalized = normalizeContractorInput(parsed.data);
    const ruleProblems = Object.entries(contractorProblems(normalized));
    for (const [field, problem] of ruleProblems) {
      problems.push({ row, field: columnOfField(field), message: problemMessage(problem) });
    }
    if (normalized.nip !== '') {
      if (firstRowOfNip.has(normalized.nip)) {
        problems.push({ row, field: 'nip', message: { key: 'contractors.import.duplicateNip' } });
      } else firstRowOfNip.set(normalized.nip, row);
    }
    if (ruleProblems.length === 0 && cellProblems.length === 0) valid.push({ row, input: normalized });
  }
  return { problems, valid };
}

/**
 * All or nothing: every row is checked first and, when any is wrong, the answer lists every problem
 * and nothing is saved. Otherwise all rows go in in one transaction.
 */
export async function importContractorsCsv(
  ctx: AppContext,
  organizationId: number,
  text: string,
  language: Language,
): Promise<ContractorImportResult> {
  const { problems, valid } = checkRows(text);
  const nips = valid.map(({ input }) => input.nip).filter((nip) => nip !== '');
  const taken = await existingNips(ctx.db, organizationId, nips);
  for (const { row, input } of valid) {
    if (taken.has(input.nip)) problems.push({ row, field: 'nip', message: { key: 'contractors.nipTaken' } });
  }
  if (problems.length > 0) {
    const errors: ContractorImportError[] = problems
      .sort((a, b) => a.row - b.row)
      .map(({ row, field, message }) => ({
        row,
        field,
        message: translate(language, message.key, message.params),
      }));
    return { imported: 0, errors };
  }

  const cached = await findCachedLookups(ctx.db, nips);
  const values = valid.map(({ input }) => {
    const vat = cached.get(input.nip)?.result;
    return {
      ...toRowValues(input),
      vatStatus: vat?.vatStatus ?? null,
      vatCheckedAt: vat?.vatStatus ? new Date(vat.checkedAt) : null,
    };
  });
  try {
    await ctx.db.transaction(async (tx) => {
      for (let start = 0; start < values.length; start += INSERT_CHUNK) {
        await insertContractors(tx, organizationId, values.slice(start, start + INSERT_CHUNK));
      }
    });
  } catch (error) {
    // Someone saved one of these NIPs since the check: the whole import is rolled back.
    if (isNipTaken(error)) throw new AppError(409, 'contractors.nipTaken');
    throw error;
  }
  return { imported: values.length, errors: [] };
}
