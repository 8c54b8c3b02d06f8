import {
  compactText,
  compactUnremembered,
  isPrintableAscii,
  nipCandidates,
  numberKey,
  numberKeyOfCompact,
} from './payment-title.ts';
import type { OpenDocument } from './reconciliation.ts';
import type { BankTransaction } from './statement-types.ts';

/**
 * The open documents of an organization, indexed by what a bank line can point at: the amount, the
 * number as typed in a title, the KSeF number, the party's account and NIP. A statement of 50,000
 * lines then looks up a handful of candidates per line instead of scoring every open document.
 */
export class DocumentIndex<T extends OpenDocument> {
  private readonly byAmount = new Map<number, T[]>();
  private readonly byKey = new Map<string, T[]>();
  private readonly byAccount = new Map<string, T[]>();
  private readonly byNip = new Map<string, T[]>();
  private readonly byKsef = new Map<string, T[]>();
  private readonly documents = new Map<number, T>();

  constructor(documents: Iterable<T>) {
    for (const doc of documents) this.add(doc);
  }

  add(doc: T): void {
    this.documents.set(doc.id, doc);
    push(this.byAmount, doc.balance, doc);
    push(this.byKey, numberKey(doc.number), doc);
    if (doc.ksefNumber) push(this.byKsef, compactText(doc.ksefNumber), doc);
    for (const account of doc.partyAccounts) push(this.byAccount, accountKey(account), doc);
    if (doc.partyNip) push(this.byNip, doc.partyNip, doc);
  }

  /** After a payment: the document with what it still owes (removed when nothing is left). */
  update(id: number, balance: number): void {
    const doc = this.documents.get(id);
    if (doc === undefined) return;
    // Only the lists the document was added to: a statement's thousands of matches each touch a few.
    remove(this.byAmount.get(doc.balance), id);
    remove(this.byKey.get(numberKey(doc.number)), id);
    if (doc.ksefNumber) remove(this.byKsef.get(compactText(doc.ksefNumber)), id);
    for (const account of doc.partyAccounts) remove(this.byAccount.get(accountKey(account)), id);
    if (doc.partyNip) remove(this.byNip.get(doc.partyNip), id);
    this.documents.delete(id);
    if (balance > 0) this.add({ ...doc, balance });
  }

  candidates(line: BankTransaction): T[] {
    const found = new Map<number, T>();
    const take = (docs: readonly T[] | undefined) => docs?.forEach((doc) => found.set(doc.id, doc));
    take(this.byAmount.get(Math.abs(line.amount)));
    for (const key of titleKeys(line.titleVariants)) take(this.byKey.get(key));
    for (const ksef of line.titleVariants.join(' ').matchAll(KSEF_NUMBER)) {
      take(this.byKsef.get(compactText(ksef[0])));
    }
    if (line.counterpartyAccount !== '') take(this.byAccount.get(accountKey(line.counterpartyAccount)));
    for (const nip of nipCandidates(line.titleVariants.join(' '))) take(this.byNip.get(nip));
    return [...found.values()];
  }
}

/**
 * What `candidates` looks a line up by, loosened so that a database can find a superset of the
 * documents it would return: the amount, the digits of each number key of the title (a document's
 * key equal to one has the same digits), the KSeF numbers and NIPs, and the digits of the
 * counterparty's account (a suffix of the digits of any party account with the same key).
 */
export interface LookupKeys {
  readonly amount: number;
  readonly numberDigits: readonly string[];
  readonly ksefNumbers: readonly string[];
  readonly nips: readonly string[];
  /** null when the line names no account. */
  readonly accountDigits: string | null;
}

export function lookupKeys(line: BankTransaction): LookupKeys {
  const joined = line.titleVariants.join(' ');
  return {
    amount: Math.abs(line.amount),
    numberDigits: [...new Set([...titleKeys(line.titleVariants)].map(digitsOf))],
    ksefNumbers: [...joined.matchAll(KSEF_NUMBER)].map((ksef) => compactText(ksef[0])),
    nips: nipCandidates(joined),
    accountDigits: line.counterpartyAccount === '' ? null : digitsOf(accountKey(line.counterpartyAccount)),
  };
}

const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');
const KSEF_NUMBER = /\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}/gi;

function push<K, T>(map: Map<K, T[]>, key: K, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function remove<T extends { id: number }>(list: T[] | undefined, id: number) {
  if (list === undefined) return;
  const at = list.findIndex((doc) => doc.id === id);
  if (at !== -1) list.splice(at, 1);
}

/** The last 26 characters: "PL60 1020…" on a card and "60102…" in a file are the same account. */
const accountKey = (account: string) => compactText(account).slice(-26);

/**
 * Every reading of the title's words a document number could hide in: one word ("FV/11/11/2026"),
 * or up to five neighbours joined ("FV 11 11 2026"), each compacted and without its "FV" prefix.
 */
export function titleKeys(titleVariants: readonly string[]): ReadonlySet<string> {
  // An import asks for the same line's keys three times (its lookup keys, the rates' prefetch and
  // the match): worked out once per titles array.
  const known = titleKeysOf.get(titleVariants);
  if (known !== undefined) return known;
  const keys = new Set<string>();
  for (const title of titleVariants) {
    const words = title.split(/[\s,;]+/).filter((word) => word !== '');
    // Each word compacted once; a run of printable-ASCII words compacts to its words' compacts
    // joined, so only a run with other characters is compacted whole (what the run's text gives).
    const compacts = words.map(compactUnremembered);
    const ascii = words.map(isPrintableAscii);
    for (let start = 0; start < words.length; start++) {
      let joined = '';
      let compact = '';
      let plain = true;
      for (let n = 0; n < 5 && start + n < words.length; n++) {
        joined += words[start + n] ?? '';
        compact += compacts[start + n] ?? '';
        plain = plain && ascii[start + n] === true;
        const key = numberKeyOfCompact(plain ? compact : compactUnremembered(joined));
        if (key.length >= 3) keys.add(key);
      }
    }
  }
  titleKeysOf.set(titleVariants, keys);
  return keys;
}

const titleKeysOf = new WeakMap<readonly string[], ReadonlySet<string>>();
