import type { BankAccount, BankAccountInput } from '@saldo/contracts/organization-settings';
import { bankAccountProblems, normalizeBankAccount } from '@saldo/contracts/organization-settings-rules';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import {
  clearDefault,
  deleteBankAccount,
  findBankAccount,
  insertBankAccount,
  listBankAccounts,
  setDefault,
  updateBankAccount,
} from './bank-accounts.repository.ts';
import { assertNoProblems, isUniqueViolation } from './organization-settings-errors.ts';

const notFound = () => new AppError(404, 'http.notFound');

/**
 * Every currency with accounts has exactly one default: the one asked for, else the one it had,
 * else the oldest. Runs after each write, inside its transaction.
 */
async function settleDefaults(db: Db, organizationId: number): Promise<BankAccount[]> {
  const accounts = await listBankAccounts(db, organizationId);
  const currencies = new Set(accounts.map((account) => account.currency));
  let changed = false;
  for (const currency of currencies) {
    const ofCurrency = accounts.filter((account) => account.currency === currency);
    const first = ofCurrency[0];
    if (first && !ofCurrency.some((account) => account.isDefault)) {
      await setDefault(db, organizationId, first.id);
      changed = true;
    }
  }
  return changed ? listBankAccounts(db, organizationId) : accounts;
}

function checked(body: BankAccountInput): BankAccountInput {
  const values = normalizeBankAccount(body);
  assertNoProblems(bankAccountProblems(values));
  return values;
}

/** The same account twice is refused with a field message rather than a bare 500. */
function mapTaken(error: unknown): never {
  if (isUniqueViolation(error, 'bank_accounts_organization_iban_key')) {
    throw validationError({ iban: { key: 'settings.validation.bankAccountTaken' } });
  }
  throw error;
}

export const getBankAccounts = (db: Db, organizationId: number) => listBankAccounts(db, organizationId);

export async function createBankAccount(db: Db, organizationId: number, body: BankAccountInput) {
  const values = checked(body);
  return db
    .transaction(async (tx) => {
      // The partial unique index allows one default per currency: clear the old one first.
      if (values.isDefault) await clearDefault(tx, organizationId, values.currency);
      await insertBankAccount(tx, organizationId, values);
      return settleDefaults(tx, organizationId);
    })
    .catch(mapTaken);
}

export async function changeBankAccount(db: Db, organizationId: number, id: number, body: BankAccountInput) {
  const values = checked(body);
  return db
    .transaction(async (tx) => {
      const before = await findBankAccount(tx, organizationId, id);
      if (!before) throw notFound();
      // Moving the default to another currency leaves the old currency to settleDefaults.
      const keepsDefault = before.isDefault && before.currency === values.currency;
      const isDefault = values.isDefault || keepsDefault;
      if (isDefault) await clearDefault(tx, organizationId, values.currency, id);
      // Unticking the default of a currency is not how the default moves (another account is marked
      // instead), so the flag stays and settleDefaults has nothing to repair.
      await updateBankAccount(tx, organizationId, id, { ...values, isDefault });
      return settleDefaults(tx, organizationId);
    })
    .catch(mapTaken);
}

export async function removeBankAccount(db: Db, organizationId: number, id: number) {
  return db.transaction(async (tx) => {
    if (!(await deleteBankAccount(tx, organizationId, id))) throw notFound();
    return settleDefaults(tx, organizationId);
  });
}
