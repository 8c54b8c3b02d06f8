import type { Money } from '../money.ts';
import { compactText, parseSplitPaymentTitle, titleNamesNumber, titleNips } from './payment-title.ts';
import type { BankTransaction } from './statement-types.ts';

/**
 * Proposed matches of one bank line to open documents (sales invoices for credits, costs for debits),
 * each with a score from 0 to 100 and the evidence in codes the UI puts into words ("FV 1/11/2026 in
 * the title; amount equals the balance; sender's account is on the contractor's card").
 */
export interface OpenDocument {
  readonly id: number;
  readonly number: string;
  readonly ksefNumber: string | null;
  /** What is still to pay, in the document's currency. */
  readonly balance: Money;
  readonly currency: string;
  readonly issueDate: string;
  readonly dueDate: string | null;
  readonly partyName: string;
  readonly partyNip: string | null;
  /** Accounts known for the party: from its card, its earlier payments, the VAT white list. */
  readonly partyAccounts: readonly string[];
}

export type MatchReason =
  | { readonly code: 'number_in_title'; readonly number: string }
  | { readonly code: 'ksef_number_in_title'; readonly number: string }
  | { readonly code: 'split_payment_names_invoice'; readonly number: string }
  | { readonly code: 'amount_equals_balance' }
  | { readonly code: 'amount_equals_sum'; readonly count: number }
  | { readonly code: 'partial_payment'; readonly remaining: Money }
  | { readonly code: 'overpayment'; readonly excess: Money }
  | { readonly code: 'account_known' }
  | { readonly code: 'nip_in_title' }
  | { readonly code: 'name_similar'; readonly percent: number }
  | { readonly code: 'date_fits' }
  /** A split payment: the gross is paid, and this VAT part goes on to the payee's VAT account. */
  | { readonly code: 'split_payment_vat'; readonly vat: Money }
  /** A PLN payment of a foreign-currency document (foreign-payment.ts). */
  | {
      readonly code: 'converted_at_rate';
      readonly currency: string;
      readonly rate: string;
      readonly rateDate: string;
      readonly converted: Money;
    }
  | { readonly code: 'exchange_difference'; readonly amount: Money };

export interface MatchProposal {
  readonly documentIds: readonly number[];
  readonly score: number;
  readonly reasons: readonly MatchReason[];
  /** How much of the line goes to each document, oldest first; the rest (if any) is an overpayment. */
  readonly allocations: readonly { readonly documentId: number; readonly amount: Money }[];
}

const WEIGHT = {
  number: 50,
  ksef: 55,
  amountExact: 30,
  amountSum: 25,
  account: 25,
  nip: 20,
  name: 15,
  date: 5,
} as const;

const MAX_PROPOSALS = 5;
/** Several invoices paid by one transfer: at most this many of a party's, oldest first. */
const MAX_GROUP = 8;

export function proposeMatches(line: BankTransaction, documents: readonly OpenDocument[]): MatchProposal[] {
  const amount = Math.abs(line.amount);
  if (amount === 0) return [];
  const candidates = documents.filter((doc) => doc.currency === line.currency && doc.balance > 0);
  const mpp = parseSplitPaymentTitle(line.title);
  const titleVariants = mpp ? [...line.titleVariants, mpp.invoice] : line.titleVariants;
  const nips = new Set(titleNips(line.titleVariants));
  const lineAccount = compactText(line.counterpartyAccount);
  const accountTail = lineAccount.slice(-26);
  // The bank's name is the same for every candidate: its words read once.
  const bankWords = new Set(words(line.counterpartyName));

  const evidence = new Map<number, { score: number; reasons: MatchReason[] }>();
  for (const doc of candidates) {
    const reasons: MatchReason[] = [];
    let score = 0;
    if (
      doc.ksefNumber &&
      titleVariants.some((t) => compactText(t).includes(compactText(doc.ksefNumber ?? '')))
    ) {
      score += WEIGHT.ksef;
      reasons.push({ code: 'ksef_number_in_title', number: doc.ksefNumber });
    } else if (titleNamesNumber(titleVariants, doc.number)) {
      score += WEIGHT.number;
      reasons.push(
        mpp && titleNamesNumber([mpp.invoice], doc.number)
          ? { code: 'split_payment_names_invoice', number: doc.number }
          : { code: 'number_in_title', number: doc.number },
      );
    }
    if (
      lineAccount !== '' &&
      doc.partyAccounts.some((account) => compactText(account).endsWith(accountTail))
    ) {
      score += WEIGHT.account;
      reasons.push({ code: 'account_known' });
    }
    if (doc.partyNip !== null && nips.has(doc.partyNip)) {
      score += WEIGHT.nip;
      reasons.push({ code: 'nip_in_title' });
    }
    const similarity = similarityTo(bankWords, doc.partyName);
    if (similarity >= 0.6) {
      score += Math.round(WEIGHT.name * similarity);
      reasons.push({ code: 'name_similar', percent: Math.round(similarity * 100) });
    }
    if (line.bookingDate >= doc.issueDate) {
      score += WEIGHT.date;
      reasons.push({ code: 'date_fits' });
    }
    evidence.set(doc.id, { score, reasons });
  }

  const proposals: MatchProposal[] = [];
  // One document: the amount settles it, pays part of it, or pays more than it.
  for (const doc of candidates) {
    const found = evidence.get(doc.id);
    if (found === undefined) continue;
    const reasons = [...found.reasons];
    let score = found.score;
    if (doc.balance === amount) {
      score += WEIGHT.amountExact;
      reasons.push({ code: 'amount_equals_balance' });
    } else if (amount < doc.balance) {
      reasons.push({ code: 'partial_payment', remaining: doc.balance - amount });
    } else {
      reasons.push({ code: 'overpayment', excess: amount - doc.balance });
    }
    // The amount alone, or the date alone, proves nothing.
    const identified = reasons.some(
      (r) =>
        r.code !== 'amount_equals_balance' &&
        r.code !== 'date_fits' &&
        r.code !== 'partial_payment' &&
        r.code !== 'overpayment',
    );
    if (!identified && doc.balance !== amount) continue;
    proposals.push({
      documentIds: [doc.id],
      score: Math.min(100, score),
      reasons,
      allocations: [{ documentId: doc.id, amount: Math.min(amount, doc.balance) }],
    });
  }
  proposals.push(...groupProposals(amount, candidates, evidence));
  // The bank credits the gross and then moves the VAT part to the VAT account (art. 108a): the
  // document is paid in full, and the VAT part is noted with the payment.
  const vatPart: readonly MatchReason[] = mpp ? [{ code: 'split_payment_vat', vat: mpp.vat }] : [];
  return proposals
    .map((p) => (vatPart.length === 0 ? p : { ...p, reasons: [...p.reasons, ...vatPart] }))
    .filter((p) => p.score > WEIGHT.date)
    .sort((a, b) => b.score - a.score || a.documentIds.length - b.documentIds.length)
    .slice(0, MAX_PROPOSALS);
}

/**
 * One transfer paying several documents: those named in the title, or a party's oldest open ones,
 * whose balances add up to the amount exactly.
 */
function groupProposals(
  amount: Money,
  candidates: readonly OpenDocument[],
  evidence: ReadonlyMap<number, { score: number; reasons: MatchReason[] }>,
): MatchProposal[] {
  const proposals: MatchProposal[] = [];
  const named = candidates.filter((doc) =>
    evidence
      .get(doc.id)
      ?.reasons.some(
        (r) =>
          r.code === 'number_in_title' ||
          r.code === 'ksef_number_in_title' ||
          r.code === 'split_payment_names_invoice',
      ),
  );
  const groups: OpenDocument[][] = [];
  if (named.length > 1) groups.push(named);
  const byParty = new Map<string, OpenDocument[]>();
  for (const doc of candidates) {
    const known = evidence
      .get(doc.id)
      ?.reasons.some((r) => r.code === 'account_known' || r.code === 'nip_in_title');
    if (!known) continue;
    const key = doc.partyNip ?? doc.partyName;
    byParty.set(key, [...(byParty.get(key) ?? []), doc]);
  }
  for (const docs of byParty.values()) {
    const oldestFirst = [...docs].sort((a, b) =>
      (a.dueDate ?? a.issueDate).localeCompare(b.dueDate ?? b.issueDate),
    );
    let total = 0;
    for (let i = 0; i < Math.min(oldestFirst.length, MAX_GROUP); i++) {
      total += oldestFirst[i]?.balance ?? 0;
      if (i > 0 && total === amount) groups.push(oldestFirst.slice(0, i + 1));
      if (total >= amount) break;
    }
  }
  for (const group of groups) {
    const total = group.reduce((sum, doc) => sum + doc.balance, 0);
    if (total !== amount) continue;
    const reasons: MatchReason[] = [];
    let best = 0;
    for (const doc of group) {
      const found = evidence.get(doc.id);
      best = Math.max(best, found?.score ?? 0);
      for (const reason of found?.reasons ?? [])
        if (!reasons.some((r) => r.code === reason.code && JSON.stringify(r) === JSON.stringify(reason)))
          reasons.push(reason);
    }
    reasons.push({ code: 'amount_equals_sum', count: group.length });
    proposals.push({
      documentIds: group.map((doc) => doc.id),
      score: Math.min(100, best + WEIGHT.amountSum),
      reasons,
      allocations: group.map((doc) => ({ documentId: doc.id, amount: doc.balance })),
    });
  }
  return proposals;
}

const LEGAL_FORMS = new Set([
  'SP',
  'Z',
  'O',
  'OO',
  'SPOLKA',
  'SPOLKI',
  'AKCYJNA',
  'KOMANDYTOWA',
  'JAWNA',
  'CYWILNA',
  'SA',
  'SK',
  'SJ',
  'SC',
  'LTD',
  'GMBH',
  'UL',
]);

function words(name: string): readonly string[] {
  // A statement asks for the same parties' names once per line that has them as candidates.
  const known = wordsOfName.get(name);
  if (known !== undefined) return known;
  const found = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'L')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length > 1 && !LEGAL_FORMS.has(w) && !/^\d+$/.test(w));
  if (wordsOfName.size >= WORDS_OF_NAME_MAX) wordsOfName.clear();
  wordsOfName.set(name, found);
  return found;
}

const WORDS_OF_NAME_MAX = 50_000;
const wordsOfName = new Map<string, readonly string[]>();

/** Share of the document party's name words found in the bank's counterparty name (0…1). */
export function nameSimilarity(bankName: string, partyName: string): number {
  return similarityTo(new Set(words(bankName)), partyName);
}

function similarityTo(bankWords: ReadonlySet<string>, partyName: string): number {
  const party = words(partyName);
  if (party.length === 0) return 0;
  return party.filter((w) => bankWords.has(w)).length / party.length;
}
