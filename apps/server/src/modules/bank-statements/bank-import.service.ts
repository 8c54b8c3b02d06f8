// Reading a statement file into the books. One file is one transaction: a broken file, an unknown
// account or a statement whose lines do not add up imports nothing. Lines already imported (the same
// bank reference on the same account) are skipped and counted, and matches above the organization's
// threshold are applied in the same transaction, so a crash leaves the statement whole or absent.
import type { BankImportResult } from '@saldo/contracts/bank-statements';
import type { BankAccount } from '@saldo/contracts/organization-settings';
import { debitCategory } from '@saldo/domain/bank/counterparty-kind';
import { parseCsvStatement } from '@saldo/domain/bank/csv-statement';
import { decodeBankFile } from '@saldo/domain/bank/decode-bank-file';
import { parseMt940 } from '@saldo/domain/bank/mt940';
import { compactText } from '@saldo/domain/bank/payment-title';
import { checkStatementBalance, statementKey } from '@saldo/domain/bank/statement-checks';
import type { BankStatement } from '@saldo/domain/bank/statement-types';
import { formatMoney } from '@saldo/domain/money';
import type { AppContext } from '../../app-context.ts';
import { parseCamt053 } from '../../integrations/bank/camt053.ts';
import { AppError } from '../../lib/app-error.ts';
import { listBankAccounts } from '../organizations/bank-accounts.repository.ts';
import type { Caller } from '../../lib/caller.ts';
import { insertLines } from './bank-auto-match.repository.ts';
import { autoMatchStatement } from './bank-auto-match.service.ts';
import { autoMatchDues } from './bank-dues.service.ts';
import {
  findStatementByKey,
  insertBankAudit,
  insertStatement,
  readBankSettings,
  listCsvMappings,
  readCsvMapping,
  type NewLine,
} from './bank-statements.repository.ts';

export interface StatementUpload {
  readonly fileName: string;
  readonly data: Buffer;
}

type Format = BankImportResult['format'];

export function detectFormat(text: string): Format {
  const start = text.trimStart();
  if (start.startsWith('<')) return 'camt053';
  // mBank opens each account block with SOH (U+0001) before :20:.
  if (/^(?:\{1:|:20:)/.test(start.replaceAll('\u0001', '').trimStart()) || /^:61:/m.test(text))
    return 'mt940';
  return 'csv';
}

export async function importStatementFile(
  ctx: AppContext,
  caller: Caller,
  upload: StatementUpload,
  chosenAccountId: number | undefined,
): Promise<BankImportResult> {
  if (upload.data.length === 0) throw new AppError(400, 'bank.fileEmpty');
  const accounts = await listBankAccounts(ctx.db, caller.organizationId);
  if (accounts.length === 0) throw new AppError(409, 'bank.noBankAccounts');
  const chosen = chosenAccountId === undefined ? undefined : accounts.find((a) => a.id === chosenAccountId);
  if (chosenAccountId !== undefined && chosen === undefined) throw new AppError(404, 'bank.accountNotFound');

  const { text, encoding } = decodeBankFile(upload.data);
  const format = detectFormat(text);
  const statements = await parseStatements(
    ctx,
    caller.organizationId,
    format,
    text,
    chosen ?? (accounts.length === 1 ? accounts[0] : undefined),
  );
  const booked = statements.map((statement) => ({
    statement,
    account: accountFor(statement, accounts, chosen),
  }));
  for (const { statement, account } of booked) checkStatement(statement, account);

  const { autoMatchScore } = await readBankSettings(ctx.db, caller.organizationId);
  return ctx.db.transaction(async (tx) => {
    const result: BankImportResult = {
      format,
      encoding,
      imported: [],
      skippedStatements: 0,
      skippedLines: 0,
    };
    for (const { statement, account } of booked) {
      const key = statementKey(statement);
      if (await findStatementByKey(tx, caller.organizationId, account.id, key)) {
        result.skippedStatements++;
        continue;
      }
      const statementId = await insertStatement(tx, {
        organizationId: caller.organizationId,
        bankAccountId: account.id,
        format: statement.format,
        fileName: upload.fileName.slice(0, 255),
        encoding,
        reference: statement.reference,
        number: statement.number,
        statementKey: key,
        currency: statement.currency,
        openingDate: statement.opening?.date ?? null,
        openingBalance: statement.opening?.amount ?? null,
        closingDate: statement.closing?.date ?? null,
        closingBalance: statement.closing?.amount ?? null,
        importedBy: caller.id,
      });
      const lines = await insertLines(tx, linesOf(statement, caller.organizationId, statementId, account.id));
      result.skippedLines += statement.transactions.length - lines.length;
      const matched =
        (await autoMatchStatement(ctx, tx, caller, lines, autoMatchScore, {
          id: statementId,
          name: statement.number || statement.reference || upload.fileName,
        })) + (await autoMatchDues(tx, caller, lines, autoMatchScore));
      result.imported.push({ statementId, lines: lines.length, matchedAutomatically: matched });
      await insertBankAudit(tx, caller.organizationId, caller.id, 'statement_imported', {
        statementId,
        format,
        fileName: upload.fileName,
        lines: lines.length,
        matchedAutomatically: matched,
      });
    }
    return result;
  });
}

async function parseStatements(
  ctx: AppContext,
  organizationId: number,
  format: Format,
  text: string,
  csvAccount: BankAccount | undefined,
): Promise<readonly BankStatement[]> {
  if (format === 'mt940') {
    const parsed = parseMt940(text);
    if (!parsed.ok)
      throw new AppError(400, 'bank.mt940Invalid', { params: { line: parsed.line }, code: parsed.reason });
    return parsed.statements;
  }
  if (format === 'camt053') {
    const parsed = parseCamt053(text);
    if (!parsed.ok)
      throw new AppError(400, 'bank.camtInvalid', {
        params: { detail: parsed.detail || parsed.reason },
        code: parsed.reason,
      });
    return parsed.statements;
  }
  // A CSV names no account: the one chosen, or the company's only one.
  if (csvAccount === undefined) throw new AppError(409, 'bank.chooseAccount', { code: 'choose_account' });
  const parsed = await parseCsvWithMappings(ctx, organizationId, text, csvAccount);
  if (!parsed.ok) {
    if (parsed.reason === 'no_header') {
      throw new AppError(400, 'bank.csvUnknownHeader', {
        params: { headers: (parsed.headers ?? []).join(', ').slice(0, 300) },
        code: 'csv_unknown_header',
      });
    }
    throw new AppError(400, 'bank.csvInvalid', { params: { row: parsed.row }, code: parsed.reason });
  }
  return [parsed.statement];
}

/**
 * Known headers first, then the account's own mapping, then the organization's other mappings: a
 * second account at the same bank exports the same header, and its mapping is reused.
 */
async function parseCsvWithMappings(
  ctx: AppContext,
  organizationId: number,
  text: string,
  account: BankAccount,
) {
  const own = await readCsvMapping(ctx.db, account.id);
  let parsed = parseCsvStatement(text, account.iban, own);
  if (parsed.ok || parsed.reason !== 'no_header') return parsed;
  for (const other of await listCsvMappings(ctx.db, organizationId)) {
    if (other.bankAccountId === account.id) continue;
    const attempt = parseCsvStatement(text, account.iban, other.mapping);
    if (attempt.ok || attempt.reason !== 'no_header') return attempt;
  }
  if (own !== undefined) parsed = parseCsvStatement(text, account.iban);
  return parsed;
}

const accountDigits = (account: string) => compactText(account).slice(-26);

function accountFor(
  statement: BankStatement,
  accounts: readonly BankAccount[],
  chosen: BankAccount | undefined,
): BankAccount {
  const digits = accountDigits(statement.account);
  const known = accounts.find((account) => digits !== '' && accountDigits(account.iban) === digits);
  if (known) return known;
  if (chosen) return chosen;
  throw new AppError(409, 'bank.unknownAccount', {
    params: { account: statement.account },
    code: 'unknown_account',
  });
}

function checkStatement(statement: BankStatement, account: BankAccount) {
  if (statement.currency !== account.currency) {
    throw new AppError(400, 'bank.currencyMismatch', {
      params: { statement: statement.currency, account: account.currency },
    });
  }
  const balance = checkStatementBalance(statement);
  if (!balance.ok && balance.reason === 'unbalanced') {
    throw new AppError(400, 'bank.unbalanced', {
      params: {
        number: statement.number || statement.reference || '—',
        difference: formatMoney(balance.difference, {
          currency: statement.currency as BankAccount['currency'],
        }),
      },
      code: 'unbalanced',
    });
  }
}

function linesOf(
  statement: BankStatement,
  organizationId: number,
  statementId: number,
  bankAccountId: number,
): NewLine[] {
  return statement.transactions.map((line, index) => ({
    organizationId,
    statementId,
    bankAccountId,
    bookingDate: line.bookingDate,
    valueDate: line.valueDate,
    amount: line.amount,
    currency: line.currency,
    reversal: line.reversal,
    title: line.title.slice(0, 1000),
    counterpartyName: line.counterpartyName.slice(0, 500),
    counterpartyAccount: line.counterpartyAccount.slice(0, 50),
    bankReference: line.bankReference.slice(0, 200),
    ownerReference: line.ownerReference.slice(0, 200),
    typeCode: line.typeCode.slice(0, 100),
    description: line.description.slice(0, 2000),
    // The bank's reference where it gives one; else what the line says, with its place in the statement.
    lineKey:
      line.bankReference && line.bankReference !== 'NONREF'
        ? `ref:${line.bankReference}`
        : `${line.bookingDate}|${line.amount}|${compactText(line.title).slice(0, 60)}|${statement.number}|${index}`,
    category: line.amount > 0 ? 'income' : debitCategory(line),
  }));
}
