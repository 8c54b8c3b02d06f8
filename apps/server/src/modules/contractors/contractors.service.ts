import { contractorProblems, normalizeContractorInput } from '@saldo/contracts/contractor-rules';
import type {
  Contractor,
  ContractorInput,
  ContractorList,
  ContractorListQuery,
  InvoiceClient,
} from '@saldo/contracts/contractors';
import type { PaymentTermCode } from '@saldo/domain/dates/terms';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { findCachedLookup } from '../lookup/company-lookups.repository.ts';
import { formatAddress, toContractor, toRowValues } from './contractor-mapping.ts';
import { problemsToFieldErrors } from './contractor-messages.ts';
import {
  countContractorReferences,
  countContractorMatches,
  deleteContractor,
  findContractor,
  insertContractors,
  isNipTaken,
  listContractors,
  updateContractor,
} from './contractors.repository.ts';
import type { ContractorRow } from './contractors.table.ts';
import {
  contractorBalances,
  countContractorTotals,
  countedByAggregate,
} from './contractor-totals.repository.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { listBounds } from '../invoices/invoices.service.ts';

// The contract repeats the domain's payment-term codes; this fails to compile if they drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const paymentTermsAgree: Same<PaymentTermCode, NonNullable<ContractorInput['paymentTerm']>> = true;

export const notFound = () => new AppError(404, 'contractors.notFound');
const nipTaken = () =>
  new AppError(409, 'contractors.nipTaken', { fieldErrors: { nip: { key: 'contractors.nipTaken' } } });

/** Normalizes and checks an input with the shared rules; throws the translated 400 on any problem. */
export function validContractorInput(input: ContractorInput): ContractorInput {
  const normalized = normalizeContractorInput(input);
  const problems = contractorProblems(normalized);
  if (Object.keys(problems).length > 0) throw validationError(problemsToFieldErrors(problems));
  return normalized;
}

/**
 * The VAT status comes from a register answer, never from the client: the panel's look-up stored
 * the white list's answer for the NIP, and saving the contractor copies it. A contractor keeps its
 * earlier status when there is no newer answer for the same NIP.
 */
export async function vatFor(
  db: Db,
  nip: string,
  previous?: Pick<ContractorRow, 'nip' | 'vatStatus' | 'vatCheckedAt'>,
): Promise<Pick<ContractorRow, 'vatStatus' | 'vatCheckedAt'>> {
  const kept =
    previous && previous.nip === nip && nip !== ''
      ? { vatStatus: previous.vatStatus, vatCheckedAt: previous.vatCheckedAt }
      : { vatStatus: null, vatCheckedAt: null };
  if (!/^\d{10}$/.test(nip)) return kept;
  const cached = await findCachedLookup(db, nip);
  if (!cached || cached.result.vatStatus === null) return kept;
  const checkedAt = new Date(cached.result.checkedAt);
  if (kept.vatCheckedAt && kept.vatCheckedAt >= checkedAt) return kept;
  return { vatStatus: cached.result.vatStatus, vatCheckedAt: checkedAt };
}

export async function listContractorsPage(
  ctx: AppContext,
  organizationId: number,
  query: ContractorListQuery,
): Promise<ContractorList> {
  const page = { limit: query.perPage, offset: (query.page - 1) * query.perPage };
  const cap = ctx.config.listSearchCountCap;
  // The count first (from the aggregate, or bounded by the cap): an exact one lets a page in the
  // second half be read from the end (decision 0014).
  const total = countedByAggregate(query)
    ? await countContractorTotals(ctx.db, organizationId, query)
    : await countContractorMatches(ctx.db, organizationId, query, cap);
  const totalCapped = !countedByAggregate(query) && total > cap;
  const rows = await listContractors(ctx.db, organizationId, query, page, totalCapped ? undefined : total);
  const balances = await contractorBalances(
    ctx.db,
    organizationId,
    rows.map((row) => row.id),
    listBounds(todayInPoland()).overdueDueDate,
  );
  return {
    contractors: rows.map(toContractor),
    total: totalCapped ? cap : total,
    totalCapped,
    balances,
  };
}

export async function getContractor(
  ctx: AppContext,
  organizationId: number,
  id: number,
): Promise<Contractor> {
  const row = await findContractor(ctx.db, organizationId, id);
  if (!row) throw notFound();
  return toContractor(row);
}

export async function createContractor(
  ctx: AppContext,
  organizationId: number,
  body: ContractorInput,
): Promise<Contractor> {
  const input = validContractorInput(body);
  const vat = await vatFor(ctx.db, input.nip);
  try {
    const [row] = await insertContractors(ctx.db, organizationId, [{ ...toRowValues(input), ...vat }]);
    if (!row) throw new Error('contractors insert returned no row');
    return toContractor(row);
  } catch (error) {
    throw isNipTaken(error) ? nipTaken() : error;
  }
}

export async function replaceContractor(
  ctx: AppContext,
  organizationId: number,
  id: number,
  body: ContractorInput,
): Promise<Contractor> {
  const input = validContractorInput(body);
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await findContractor(tx, organizationId, id, { forUpdate: true });
      if (!before) throw notFound();
      const vat = await vatFor(tx, input.nip, before);
      const row = await updateContractor(tx, organizationId, id, { ...toRowValues(input), ...vat });
      if (!row) throw notFound();
      return toContractor(row);
    });
  } catch (error) {
    throw isNipTaken(error) ? nipTaken() : error;
  }
}

/** Refused (409, with the count) while anything still refers to the contractor. */
export async function removeContractor(ctx: AppContext, organizationId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // The row lock keeps a new reference from being added between the count and the delete.
    const row = await findContractor(tx, organizationId, id, { forUpdate: true });
    if (!row) throw notFound();
    const references = await countContractorReferences(tx, organizationId, id);
    if (references > 0) throw new AppError(409, 'contractors.inUse', { params: { count: references } });
    await deleteContractor(tx, organizationId, id);
  });
}

/**
 * The spec's Client entity (address, company, companyEmail, country, contact, name) for the invoice
 * form's client picker. A contractor is a company without a separate contact person, so `name`
 * and `company` both carry its name; `contact` is the phone.
 */
export async function listInvoiceClients(ctx: AppContext, organizationId: number): Promise<InvoiceClient[]> {
  const rows = await listContractors(ctx.db, organizationId, { sortBy: 'name', sortDesc: 'false' });
  return rows.map((row) => ({
    id: row.id,
    address: formatAddress(row),
    company: row.name,
    companyEmail: row.email,
    country: row.country,
    contact: row.phone,
    name: row.name,
  }));
}
