// Column mappings for bank CSVs whose header the import does not recognise: the user maps the columns
// once per account (the form previews the file's first rows), and the import reads the file with it.
import type { CsvMappingBody, CsvMappingSummary } from '@saldo/contracts/bank-statements';
import type { CsvMapping } from '@saldo/domain/bank/csv-statement';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { listBankAccounts } from '../organizations/bank-accounts.repository.ts';
import type { Caller } from '../../lib/caller.ts';
import { insertBankAudit, listCsvMappings, writeCsvMapping } from './bank-statements.repository.ts';

export async function csvMappings(ctx: AppContext, caller: Caller) {
  const rows = await listCsvMappings(ctx.db, caller.organizationId);
  return { mappings: rows.map(toSummary) };
}

export async function saveCsvMapping(
  ctx: AppContext,
  caller: Caller,
  body: CsvMappingBody,
): Promise<CsvMappingSummary> {
  const accounts = await listBankAccounts(ctx.db, caller.organizationId);
  const account = accounts.find((candidate) => candidate.id === body.bankAccountId);
  if (account === undefined) throw new AppError(404, 'bank.accountNotFound');
  const mapping: CsvMapping = {
    columns: body.columns,
    ...(body.delimiter === undefined ? {} : { delimiter: body.delimiter }),
    ...(body.dateOrder === undefined ? {} : { dateOrder: body.dateOrder }),
  };
  await ctx.db.transaction(async (tx) => {
    await writeCsvMapping(tx, account.id, body.name, mapping);
    await insertBankAudit(tx, caller.organizationId, caller.id, 'csv_mapping_saved', {
      bankAccountId: account.id,
      name: body.name,
      columns: body.columns,
    });
  });
  const saved = (await listCsvMappings(ctx.db, caller.organizationId)).find(
    (row) => row.bankAccountId === account.id,
  );
  if (saved === undefined) throw new AppError(404, 'bank.accountNotFound');
  return toSummary(saved);
}

function toSummary(row: Awaited<ReturnType<typeof listCsvMappings>>[number]): CsvMappingSummary {
  const delimiter = row.mapping.delimiter;
  return {
    bankAccountId: row.bankAccountId,
    bankAccountName: row.bankAccountName,
    name: row.name,
    columns: row.mapping.columns,
    ...(delimiter === ';' || delimiter === ',' || delimiter === '\t' || delimiter === '|'
      ? { delimiter }
      : {}),
    ...(row.mapping.dateOrder === undefined ? {} : { dateOrder: row.mapping.dateOrder }),
    updatedAt: row.updatedAt.toISOString(),
  };
}
