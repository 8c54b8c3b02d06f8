import {
  compactText,
  compactUnremembered,
  numberKey,
  numberKeyOfCompact,
  titleNips,
  titleWords,
} from './payment-title.ts';
import { perTitles } from './per-titles.ts';
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
    const take = (docs: readonly T[] | undefined) => {
      if (docs !== undefined) for (const doc of docs) found.set(doc.id, doc);
    };
    take(this.byAmount.get(Math.abs(line.amount)));
    for (const key of titleKeys(line.titleVariants)) take(this.byKey.get(key));
    for (const ksef of titleKsefNumbers(line.titleVariants)) take(this.byKsef.get(ksef));
    if (line.counterpartyAccount !== '') take(this.byAccount.get(accountKey(line.counterpartyAccount)));
    for (const nip of titleNips(line.titleVariants)) take(this.byNip.get(nip));
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
  return {
    amount: Math.abs(line.amount),
    numberDigits: readTitleKeys(line.titleVariants).digits,
    ksefNumbers: [...titleKsefNumbers(line.titleVariants)],
    nips: [...titleNips(line.titleVariants)],
    accountDigits: line.counterpartyAccount === '' ? null : digitsOf(accountKey(line.counterpartyAccount)),
  };
}

// Runs of non-digits at once: half the time of one character at a time.
const digitsOf = (text: string) => text.replace(/[^0-9]+/g, '');
const KSEF_NUMBER = /\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}/gi;

/** The KSeF numbers in the titles, compacted; worked out once per titles array, as titleKeys. */
const titleKsefNumbers = perTitles((titleVariants): readonly string[] =>
  [...titleVariants.join(' ').matchAll(KSEF_NUMBER)].map((ksef) => compactText(ksef[0])),
);

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
  return readTitleKeys(titleVariants).keys;
}

interface TitleKeys {
  readonly keys: ReadonlySet<string>;
  /** The digits of each key, distinct, in the keys' order: what `lookupKeys` asks the database for. */
  readonly digits: readonly string[];
}

// An import asks for the same line's keys three times (its lookup keys, the rates' prefetch and
// the match): worked out once per titles array.
const readTitleKeys = perTitles((titleVariants): TitleKeys => {
  const keys = new Set<string>();
  const digits = new Set<string>();
  for (const title of titleWords(titleVariants)) {
    const kept = (_: unknown, at: number) => title.words[at] !== '';
    const words = title.words.filter(kept);
    const compacts = title.compacts.filter(kept);
    // Each word compacted once. A run's compact is its words' compacts joined wherever the next word
    // starts with an ASCII character: that has no decomposition and no combining class, so NFD neither
    // decomposes nor reorders across the join, and the case mapping and the removals go character by
    // character: what compacting the run's text gives. Any other run is compacted whole. (Joining
    // printable-ASCII runs only left normalize() a third of a 50,000-line statement's keys.)
    const joinable = words.map((word) => word.charCodeAt(0) < 0x80);
    // A key's digits are its compact's (the prefix numberKey drops is letters), and a joined
    // compact's digits its words' digits joined: no regex over each of the ~750,000 runs' keys.
    const wordDigits = compacts.map(digitsOf);
    for (let start = 0; start < words.length; start++) {
      let compact = '';
      let compactDigits = '';
      let plain = true;
      for (let n = 0; n < 5 && start + n < words.length; n++) {
        plain = plain && (n === 0 || joinable[start + n] === true);
        if (plain) {
          compact += compacts[start + n] ?? '';
          compactDigits += wordDigits[start + n] ?? '';
        } else {
          compact = compactUnremembered(words.slice(start, start + n + 1).join(''));
          compactDigits = digitsOf(compact);
        }
        const key = numberKeyOfCompact(compact);
        if (key.length < 3) continue;
        keys.add(key);
        digits.add(compactDigits);
      }
    }
  }
  return { keys, digits: [...digits] };
});
