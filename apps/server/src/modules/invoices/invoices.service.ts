import type {
  AuditEntry,
  ExemptionBasis,
  InvoiceInput,
  InvoiceResponse,
  PaymentDto,
  InvoiceSummary,
} from '@saldo/contracts/invoices';
import { isInvoiceableBuyerNip } from '@saldo/contracts/contractor-rules';
import { effectiveDeadline } from '@saldo/domain/dates/business-days';
import { addDays } from '@saldo/domain/dates/calendar';
import { nextOccurrence } from '@saldo/domain/dates/recurrence';
import { computeDueDate } from '@saldo/domain/dates/terms';
import { ratesChargingVat } from '@saldo/domain/exempt-seller';
import { toDecimalString } from '@saldo/domain/money';
import { periodKey } from '@saldo/domain/numbering';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { scopeOf, type Caller } from '../../lib/caller.ts';
import { sendsOnIssue } from '../ksef/ksef-settings.service.ts';
import { hasSubmission, queueSubmission } from '../ksef/ksef-submissions.repository.ts';
import { companyFrom } from '../organizations/company.service.ts';
import { invoiceTypesFrom, seriesOf } from '../organizations/organization-settings.service.ts';
import { calculateInvoice, type ComputedInvoice } from './invoice-calculation.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { toDetail, isEditable, type DetailParts } from './invoice-mapping.ts';
import { allocateNumberInSeries, releaseNumber } from './invoice-numbering.ts';
import { bankNameOf } from './bank-name.ts';
import { chooseExemptionBasis, exemptionBasisOf } from './exemption-basis.ts';
import { correctionBuyer } from './correction-buyer.ts';
import {
  deleteInvoiceRow,
  findByIdempotencyKey,
  findInvoice,
  findInvoiceContext,
  heldByKsef,
  insertAudit,
  insertAuditEntry,
  insertInvoice,
  insertLines,
  invoiceRefs,
  ksefPrintFacts,
  listAudit,
  listLines,
  listPayments,
  lockInvoice,
  replaceLines,
  summarize,
  updateInvoiceRow,
  type ListBounds,
} from './invoices.repository.ts';
import type {
  BankSnapshot,
  BuyerSnapshot,
  InvoiceLineRow,
  InvoiceRow,
  NewInvoiceRow,
  SellerSnapshot,
} from './invoices.table.ts';

export const invoiceNotFound = () => new AppError(404, 'invoices.notFound');
const notEditable = () => new AppError(409, 'invoices.notEditable');

/** The latest due date that is already past its deadline (art. 115 KC moves weekend/holiday deadlines). */
export function listBounds(today: string): ListBounds {
  let due = addDays(today, -1);
  while (effectiveDeadline(due) >= today) due = addDays(due, -1);
  return { overdueDueDate: due };
}

export async function invoiceSummary(ctx: AppContext, caller: Caller): Promise<InvoiceSummary> {
  const scope = await scopeOf(ctx.db, caller);
  return summarize(ctx.db, scope, listBounds(todayInPoland()));
}

/** The spec's detail answer: the invoice and the account to pay to. */
export async function invoiceResponse(db: Db, row: InvoiceRow): Promise<InvoiceResponse> {
  const [lines, payments, audit, refs, ksefHeld, ksef] = await Promise.all([
    listLines(db, row.id),
    listPayments(db, row.id),
    listAudit(db, row.id),
    refsOf(db, row),
    heldByKsef(db, row.id),
    ksefPrintFacts(db, row.organizationId, row.id),
  ]);
  return responseOf(row, { lines, payments, audit, refs, ksefHeld, ksef });
}

/** The invoices another one refers to (corrected, converted to, advances): none for most. */
function refsOf(db: Db, row: InvoiceRow) {
  return invoiceRefs(
    db,
    row.organizationId,
    [row.correctedInvoiceId, row.convertedToId, ...row.advanceInvoiceIds].filter((id) => id !== null),
  );
}

/**
 * invoiceResponse of an invoice just created by insertNewInvoiceParts: its lines and audit entry
 * are what the transaction inserted (as stored), and a new invoice has no payments and is at most
 * queued for KSeF (not held), so only its references, if any, are read.
 */
export async function createdInvoiceResponse(db: Db, created: CreatedInvoice): Promise<InvoiceResponse> {
  const { row, lines, audit } = created;
  const [refs, ksef] = await Promise.all([refsOf(db, row), ksefPrintFacts(db, row.organizationId, row.id)]);
  return responseOf(row, { lines, payments: [], audit: [audit], refs, ksefHeld: false, ksef });
}

function responseOf(
  row: InvoiceRow,
  parts: {
    lines: InvoiceLineRow[];
    payments: PaymentDto[];
    audit: AuditEntry[];
    refs: Awaited<ReturnType<typeof invoiceRefs>>;
    ksefHeld: boolean;
    ksef: DetailParts['ksef'];
  },
): InvoiceResponse {
  const { lines, payments, audit, refs, ksefHeld, ksef } = parts;
  const ref = (id: number | null) => refs.find((r) => r.id === id);
  const corrected = ref(row.correctedInvoiceId);
  const converted = ref(row.convertedToId);
  const invoice = toDetail({
    row,
    lines,
    payments,
    audit,
    correctedInvoice: corrected
      ? {
          id: corrected.id,
          number: corrected.number,
          issuedDate: corrected.issuedDate,
          ksefNumber: corrected.ksefNumber,
        }
      : null,
    advanceInvoices: row.advanceInvoiceIds.flatMap((id) => {
      const r = ref(id);
      return r ? [{ id: r.id, number: r.number, gross: r.gross, ksefNumber: r.ksefNumber }] : [];
    }),
    convertedTo: converted ? { id: converted.id, number: converted.number } : null,
    today: todayInPoland(),
    ksef,
  });
  return {
    invoice: ksefHeld ? { ...invoice, editable: false } : invoice,
    paymentDetails: {
      totalDue: invoice.balance,
      bankName: row.bank === null ? '' : bankNameOf(row.bank),
      country: row.seller.country,
      iban: row.bank?.iban ?? '',
      swiftCode: row.bank?.swift ?? '',
    },
  };
}

export async function getInvoice(ctx: AppContext, caller: Caller, id: number): Promise<InvoiceResponse> {
  const row = await findInvoice(ctx.db, await scopeOf(ctx.db, caller), id);
  if (!row) throw invoiceNotFound();
  return invoiceResponse(ctx.db, row);
}

/** Everything an invoice copies from elsewhere, checked; throws the translated 400/404. */
async function prepare(tx: Db, organizationId: number, input: InvoiceInput, excludeId?: number) {
  // One read for what used to be six (settings, contractor, bank account, company, series, KSeF
  // settings); the checks below keep their order, so the same input meets the same error.
  const context = await findInvoiceContext(tx, organizationId, input);
  const invoiceTypes = invoiceTypesFrom(context.settings?.invoiceTypes);
  if (!invoiceTypes[input.type]) throw new AppError(400, 'invoices.typeDisabled');
  if (input.saleDate > addDays(input.issueDate, 366) || input.issueDate > addDays(todayInPoland(), 366))
    throw validationError({ issueDate: { key: 'validation.date' } });
  if (input.paymentTerm === 'custom' && input.paymentTermDays === null)
    throw validationError({ paymentTermDays: { key: 'validation.required' } });

  const { contractor } = context;
  if (!contractor) throw validationError({ contractorId: { key: 'invoices.contractorNotFound' } });
  // A contractor saved before NIPs were checked (or imported) may carry one that fails the checksum; it
  // would go to KSeF as a Polish NrID nobody can match, so the invoice is refused until it is fixed.
  if (!isInvoiceableBuyerNip(contractor.nip ?? '', contractor.country))
    throw validationError({ contractorId: { key: 'invoices.buyerNipInvalid' } });
  let buyer: BuyerSnapshot = {
    name: contractor.name,
    nip: contractor.nip ?? '',
    street: contractor.street,
    buildingNumber: contractor.buildingNumber,
    flatNumber: contractor.flatNumber,
    postalCode: contractor.postalCode,
    city: contractor.city,
    country: contractor.country,
    email: contractor.email,
    phone: contractor.phone,
    recipientUnit: contractor.recipientUnit,
  };

  let bank: BankSnapshot | null = null;
  if (input.bankAccountId !== null) {
    const account = context.bank;
    if (!account) throw validationError({ bankAccountId: { key: 'invoices.bankAccountNotFound' } });
    bank = { name: account.name, bankName: account.bankName, iban: account.iban, swift: account.swift };
  }

  const company = companyFrom(context.company);
  // Art. 108: VAT an exempt seller shows is due; the form asks first, and the server holds to the answer.
  if (company.vatStatus === 'exempt' && input.type !== 'vatMargin' && !input.confirmTaxedWhileExempt) {
    const rates = ratesChargingVat(input.lines);
    if (rates.length > 0)
      throw new AppError(422, 'invoices.exemptTaxedUnconfirmed', {
        params: { rates: rates.join(', ') },
        code: 'exemptTaxedUnconfirmed',
      });
  }
  const seller: SellerSnapshot = {
    name: company.name,
    nip: company.nip,
    regon: company.regon,
    krs: company.krs,
    street: company.street,
    buildingNumber: company.buildingNumber,
    flatNumber: company.flatNumber,
    postalCode: company.postalCode,
    city: company.city,
    country: company.country,
    email: company.email,
    phone: company.phone,
    vatExemptionBasis: '',
    cashMethod: company.cashMethod,
  };

  let original: Parameters<typeof calculateInvoice>[1]['original'];
  let correctedBasis: ExemptionBasis | null = null;
  if (input.type === 'correction') {
    if (input.correctedInvoiceId === null)
      throw validationError({ correctedInvoiceId: { key: 'validation.required' } });
    const corrected = await findInvoice(tx, { organizationId }, input.correctedInvoiceId);
    if (
      !corrected ||
      corrected.type === 'proforma' ||
      corrected.status === 'cancelled' ||
      corrected.id === excludeId
    )
      throw validationError({ correctedInvoiceId: { key: 'invoices.cannotCorrect' } });
    original = { priceMode: corrected.priceMode, lines: await lineInputs(tx, corrected.id) };
    correctedBasis = exemptionBasisOf(corrected.seller);
    buyer = correctionBuyer(corrected, input.contractorId, buyer);
  }
  const basis = chooseExemptionBasis({
    input,
    company,
    correctedBasis,
    exemptLines: [...input.lines, ...(original?.lines ?? [])].some((line) => line.vatRate === 'zw'),
  });
  seller.vatExemptionBasis = basis?.text ?? '';
  if (basis !== null) seller.vatExemptionBasisKind = basis.kind;

  const advanceRows =
    input.type === 'final' ? await invoiceRefs(tx, organizationId, input.advanceInvoiceIds) : [];
  if (input.type === 'final') {
    const valid = advanceRows.filter(
      (r) => r.type === 'advance' && r.contractorId === input.contractorId && r.status !== 'cancelled',
    );
    if (valid.length !== new Set(input.advanceInvoiceIds).size)
      throw validationError({ advanceInvoiceIds: { key: 'invoices.advanceNotFound' } });
  }

  const computed = calculateInvoice(input, {
    ...(original ? { original } : {}),
    advances: advanceRows.map((r) => r.byRate),
    buyerIsTaxpayer: buyer.nip !== '',
  });
  if (!computed.ok) throw validationError(computed.errors);
  const series = seriesOf(input.type, context.series);
  return { buyer, seller, bank, computed: computed.value, series, sendToKsef: sendsOnIssue(context.ksef) };
}

function rowValues(
  input: InvoiceInput,
  prepared: {
    buyer: BuyerSnapshot;
    seller: SellerSnapshot;
    bank: BankSnapshot | null;
    computed: ComputedInvoice;
  },
): Omit<NewInvoiceRow, 'organizationId' | 'number' | 'counter' | 'periodKey' | 'balance'> {
  const { computed, buyer } = prepared;
  const dueDate = computeDueDate(
    input.issueDate,
    input.paymentTerm === 'custom'
      ? { code: 'custom', days: input.paymentTermDays ?? 0 }
      : { code: input.paymentTerm },
  );
  const firstLine = computed.lines[0]?.name ?? '';
  return {
    contractorId: input.contractorId,
    type: input.type,
    issueDate: input.issueDate,
    saleDate: input.saleDate,
    dueDate,
    placeOfIssue: input.placeOfIssue.trim(),
    paymentTerm: input.paymentTerm,
    paymentTermDays: input.paymentTerm === 'custom' ? input.paymentTermDays : null,
    paymentMethod: input.paymentMethod,
    bankAccountId: input.bankAccountId,
    bank: prepared.bank,
    currency: input.currency,
    exchangeRate: computed.exchangeRate,
    exchangeRateTable: input.currency === 'PLN' ? '' : input.exchangeRateTable.trim(),
    exchangeRateDate: input.currency === 'PLN' ? null : input.exchangeRateDate,
    language: input.language,
    repeat: input.repeat,
    nextRepeatDate: nextOccurrence(input.issueDate, input.repeat, input.issueDate),
    priceMode: input.type === 'vatMargin' ? 'gross' : input.priceMode,
    notes: input.notes,
    marginScheme: input.type === 'vatMargin' ? input.marginScheme : null,
    correctedInvoiceId: input.type === 'correction' ? input.correctedInvoiceId : null,
    correctionReason: input.type === 'correction' ? input.correctionReason.trim() : '',
    advanceInvoiceIds: input.type === 'final' ? input.advanceInvoiceIds : [],
    orderValue: computed.orderValue,
    orderLines: computed.orderLines,
    advancesDeducted: computed.advancesDeducted,
    seller: prepared.seller,
    buyer,
    buyerName: buyer.name,
    buyerNip: buyer.nip,
    buyerEmail: buyer.email,
    service: firstLine,
    byRate: computed.byRate,
    net: computed.totals.net,
    vat: computed.totals.vat,
    gross: computed.totals.gross,
    netPln: computed.totalsPln?.net ?? null,
    vatPln: computed.totalsPln?.vat ?? null,
    grossPln: computed.totalsPln?.gross ?? null,
    toPay: computed.toPay,
    splitPayment: computed.splitPayment,
  };
}

/** Postgres' unique violation on the idempotency key: a concurrent retry won the race. */
function isIdempotencyConflict(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'constraint' in cause &&
    cause.constraint === 'invoices_organization_idempotency_key'
  );
}

/**
 * Creates an invoice with the next number of its series. A retried request with the same
 * Idempotency-Key gets the invoice the first one made (`created` false) instead of a second one.
 * `sendToKsef` says whether the invoice is in the KSeF queue: the creating transaction put it there
 * when the company sends on issue, so a retry reads the row rather than repeating the decision.
 */
export async function createInvoice(
  ctx: AppContext,
  caller: Caller,
  input: InvoiceInput,
  idempotencyKey?: string,
): Promise<{ created: boolean; response: InvoiceResponse; sendToKsef: boolean }> {
  const { organizationId } = caller;
  const earlier = async (id: number) => ({
    created: false,
    response: await getInvoice(ctx, caller, id),
    sendToKsef: await hasSubmission(ctx.db, id),
  });
  const existing = idempotencyKey
    ? await findByIdempotencyKey(ctx.db, organizationId, idempotencyKey)
    : undefined;
  if (existing) return earlier(existing.id);
  try {
    const created = await ctx.db.transaction((tx) =>
      insertNewInvoiceParts(tx, caller.organizationId, caller.id, input, { idempotencyKey }),
    );
    return {
      created: true,
      response: await createdInvoiceResponse(ctx.db, created),
      sendToKsef: created.sendToKsef,
    };
  } catch (error) {
    if (idempotencyKey && isIdempotencyConflict(error)) {
      const winner = await findByIdempotencyKey(ctx.db, organizationId, idempotencyKey);
      if (winner) return earlier(winner.id);
    }
    throw error;
  }
}

interface NewInvoiceExtra {
  idempotencyKey?: string | undefined;
  repeatSourceId?: number;
  audit?: Record<string, unknown>;
}

/**
 * Inserts an invoice with the next number, inside the caller's transaction, and queues it for KSeF
 * there too when the company sends on issue: every path that issues an invoice (the form, a proforma's
 * conversion, a recurring copy) commits the invoice and its queue row together or neither.
 */
export async function insertNewInvoice(
  tx: Db,
  organizationId: number,
  userId: number | null,
  input: InvoiceInput,
  extra: NewInvoiceExtra = {},
): Promise<InvoiceRow> {
  return (await insertNewInvoiceParts(tx, organizationId, userId, input, extra)).row;
}

/** A created invoice with the lines and the audit entry its transaction inserted, as stored. */
export interface CreatedInvoice {
  row: InvoiceRow;
  lines: InvoiceLineRow[];
  audit: AuditEntry;
  /** Queued for KSeF in the same transaction (the settings, read there, send on issue). */
  sendToKsef: boolean;
}

/** insertNewInvoice answering what it inserted too (createdInvoiceResponse needs no re-read). */
export async function insertNewInvoiceParts(
  tx: Db,
  organizationId: number,
  userId: number | null,
  input: InvoiceInput,
  extra: NewInvoiceExtra = {},
): Promise<CreatedInvoice> {
  const prepared = await prepare(tx, organizationId, input);
  const allocated = await allocateNumberInSeries(tx, organizationId, prepared.series, input.issueDate);
  const inserted = await insertInvoice(tx, {
    ...rowValues(input, prepared),
    organizationId,
    ...allocated,
    balance: prepared.computed.toPay,
    idempotencyKey: extra.idempotencyKey ?? null,
    repeatSourceId: extra.repeatSourceId ?? null,
    createdBy: userId,
  });
  const lines = await insertLines(tx, inserted.id, prepared.computed.lines, prepared.computed.linesBefore);
  const audit = await insertAuditEntry(tx, inserted.id, userId, 'created', {
    number: inserted.number,
    ...extra.audit,
  });
  const sendToKsef = prepared.sendToKsef && inserted.type !== 'proforma';
  if (sendToKsef) await queueSubmission(tx, inserted);
  return { row: inserted, lines, audit, sendToKsef };
}

/** An invoice's lines as the form sends them (a correction's 'before', a conversion, a recurring copy). */
async function lineInputs(db: Db, invoiceId: number): Promise<InvoiceInput['lines']> {
  const lines = (await listLines(db, invoiceId)).filter((l) => l.side === 'after');
  return lines.map((l) => ({
    name: l.name,
    classification: l.classification,
    gtu: (l.gtu as InvoiceInput['lines'][number]['gtu']) ?? null,
    quantity: l.quantity,
    unit: l.unit,
    unitPrice: l.unitPrice,
    discountPercent: l.discountPercent,
    vatRate: l.vatRate,
    annex15: l.annex15,
    purchasePrice: l.purchasePrice,
  }));
}

/** The input that would recreate a stored invoice (conversion, recurring copies). */
export async function inputFromRow(db: Db, row: InvoiceRow): Promise<InvoiceInput> {
  return {
    type: row.type,
    contractorId: row.contractorId,
    issueDate: row.issueDate,
    saleDate: row.saleDate,
    placeOfIssue: row.placeOfIssue,
    paymentTerm: row.paymentTerm,
    paymentTermDays: row.paymentTermDays,
    paymentMethod: row.paymentMethod,
    bankAccountId: row.bankAccountId,
    currency: row.currency,
    exchangeRate: row.exchangeRate,
    exchangeRateTable: row.exchangeRateTable,
    exchangeRateDate: row.exchangeRateDate,
    language: row.language,
    repeat: row.repeat,
    priceMode: row.priceMode,
    notes: row.notes,
    marginScheme: row.marginScheme,
    correctedInvoiceId: row.correctedInvoiceId,
    correctionReason: row.correctionReason,
    advanceInvoiceIds: row.advanceInvoiceIds,
    orderValue: row.orderValue === null ? '' : toDecimalString(row.orderValue),
    exemptionBasis: exemptionBasisOf(row.seller),
    // A copy (recurring, from a proforma) repeats what was issued, and confirmed, before.
    confirmTaxedWhileExempt: true,
    orderLines: row.orderLines.map(({ name, quantity, unit, unitPrice, vatRate }) => ({
      name,
      quantity,
      unit,
      unitPrice,
      vatRate,
    })),
    lines: await lineInputs(db, row.id),
  };
}

/** Fields whose change the audit log records with before and after values. */
const AUDITED = [
  'issueDate',
  'saleDate',
  'dueDate',
  'contractorId',
  'currency',
  'gross',
  'paymentMethod',
  'notes',
] as const;

export async function updateInvoice(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: InvoiceInput,
): Promise<InvoiceResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller.organizationId, id);
    if (!current) throw invoiceNotFound();
    if (!isEditable(current)) throw notEditable();
    if (await heldByKsef(tx, id)) throw new AppError(409, 'ksef.locked');
    if (input.type !== current.type) throw validationError({ type: { key: 'invoices.typeFixed' } });
    const prepared = await prepare(tx, caller.organizationId, input, id);
    const values = rowValues(input, prepared);
    // A new issue date in another numbering period would need another number: refuse rather than renumber.
    // prepare read the series of the type (input.type is current.type, checked above).
    if (periodKey(prepared.series.reset, input.issueDate) !== current.periodKey)
      throw validationError({ issueDate: { key: 'invoices.periodChange' } });
    const updated = await updateInvoiceRow(tx, id, {
      ...values,
      balance: prepared.computed.toPay - current.paid,
    });
    await replaceLines(tx, id, prepared.computed.lines, prepared.computed.linesBefore);
    const changes = Object.fromEntries(
      AUDITED.filter((key) => current[key] !== updated[key]).map((key) => [
        key,
        [current[key], updated[key]],
      ]),
    );
    await insertAudit(tx, id, caller.id, 'updated', changes);
    return updated;
  });
  return invoiceResponse(ctx.db, row);
}

/**
 * Only the newest number of a series, never sent and without payments, may be deleted: it gives
 * its number back. Anything else is cancelled instead (the number stays used).
 */
export async function deleteInvoice(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller.organizationId, id);
    if (!current) throw invoiceNotFound();
    if (!isEditable(current)) throw new AppError(409, 'invoices.cannotDelete');
    if (await heldByKsef(tx, id)) throw new AppError(409, 'ksef.locked');
    const released = await releaseNumber(
      tx,
      caller.organizationId,
      current.type,
      current.periodKey,
      current.counter,
    );
    if (!released) throw new AppError(409, 'invoices.cannotDelete');
    await deleteInvoiceRow(tx, id);
  });
}
