import { and, asc, eq, ne } from 'drizzle-orm';
import type { BankAccount, BankAccountInput } from '@saldo/contracts/organization-settings';
import type { Db } from '../../db/client.ts';
import { bankAccounts } from './bank-accounts.table.ts';

const columns = {
  id: bankAccounts.id,
  name: bankAccounts.name,
  bankName: bankAccounts.bankName,
  iban: bankAccounts.iban,
  swift: bankAccounts.swift,
  currency: bankAccounts.currency,
  isDefault: bankAccounts.isDefault,
};

const ofOrganization = (organizationId: number, id: number) =>
  and(eq(bankAccounts.organizationId, organizationId), eq(bankAccounts.id, id));

export async function listBankAccounts(db: Db, organizationId: number): Promise<BankAccount[]> {
  return db
    .select(columns)
    .from(bankAccounts)
    .where(eq(bankAccounts.organizationId, organizationId))
    .orderBy(asc(bankAccounts.currency), asc(bankAccounts.id));
}

export async function findBankAccount(db: Db, organizationId: number, id: number) {
  const [row] = await db.select(columns).from(bankAccounts).where(ofOrganization(organizationId, id));
  return row;
}

export async function insertBankAccount(db: Db, organizationId: number, values: BankAccountInput) {
  const [row] = await db
    .insert(bankAccounts)
    .values({ organizationId, ...values })
    .returning({ id: bankAccounts.id });
  if (!row) throw new Error('bank_accounts insert returned no row');
  return row.id;
}

export async function updateBankAccount(
  db: Db,
  organizationId: number,
  id: number,
  values: BankAccountInput,
) {
  await db.update(bankAccounts).set(values).where(ofOrganization(organizationId, id));
}

export async function deleteBankAccount(db: Db, organizationId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(bankAccounts)
    .where(ofOrganization(organizationId, id))
    .returning({ id: bankAccounts.id });
  return deleted.length > 0;
}

/** Clears the default flag of the currency's other accounts (before one becomes the default). */
export async function clearDefault(db: Db, organizationId: number, currency: string, exceptId?: number) {
  await db
    .update(bankAccounts)
    .set({ isDefault: false })
    .where(
      and(
        eq(bankAccounts.organizationId, organizationId),
        eq(bankAccounts.currency, currency as BankAccount['currency']),
        exceptId === undefined ? undefined : ne(bankAccounts.id, exceptId),
      ),
    );
}

export async function setDefault(db: Db, organizationId: number, id: number) {
  await db.update(bankAccounts).set({ isDefault: true }).where(ofOrganization(organizationId, id));
}
