import { describe, expect, it } from 'vitest';
import { DocumentIndex, lookupKeys, titleKeys } from './document-index.ts';
import { numberKey } from './payment-title.ts';
import type { OpenDocument } from './reconciliation.ts';
import type { BankTransaction } from './statement-types.ts';

const doc = (id: number, over: Partial<OpenDocument> = {}): OpenDocument => ({
  id,
  number: `FV ${id}/11/2026`,
  ksefNumber: null,
  balance: 1000 * id,
  currency: 'PLN',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  partyName: 'Alfa',
  partyNip: null,
  partyAccounts: [],
  ...over,
});

const line = (title: string, over: Partial<BankTransaction> = {}): BankTransaction => ({
  bookingDate: '2026-11-20',
  valueDate: '2026-11-20',
  amount: 1,
  currency: 'PLN',
  reversal: false,
  title,
  titleVariants: [title],
  counterpartyName: '',
  counterpartyAccount: '',
  bankReference: '',
  ownerReference: '',
  typeCode: '',
  description: '',
  ...over,
});

const ids = (docs: readonly OpenDocument[]) => docs.map((d) => d.id).sort((a, b) => a - b);

describe('DocumentIndex', () => {
  const index = () =>
    new DocumentIndex([
      doc(1),
      doc(2, { partyAccounts: ['PL 60 1020 1026 0000 1234 5678 9012'] }),
      doc(3, { partyNip: '5213159388' }),
      doc(4, { ksefNumber: '5213159388-20261101-0123456789AB-CD' }),
    ]);

  it('finds documents by the number however it is typed, the amount, the account, the NIP and the KSeF number', () => {
    expect(ids(index().candidates(line('Zapłata FV 1/11/2026')))).toEqual([1]);
    expect(ids(index().candidates(line('fv 1 11 2026')))).toEqual([1]);
    expect(ids(index().candidates(line('przelew', { amount: -2000 })))).toEqual([2]);
    expect(ids(index().candidates(line('x', { counterpartyAccount: '60102010260000123456789012' })))).toEqual(
      [2],
    );
    expect(ids(index().candidates(line('NIP 5213159388')))).toEqual([3]);
    expect(ids(index().candidates(line('KSeF 5213159388-20261101-0123456789AB-CD')))).toEqual([4]);
  });

  it('follows payments: a partly paid document is found by its new balance, a paid one no more', () => {
    const docs = index();
    docs.update(1, 400);
    expect(ids(docs.candidates(line('x', { amount: 400 })))).toEqual([1]);
    expect(ids(docs.candidates(line('x', { amount: 1000 })))).toEqual([]);
    docs.update(1, 0);
    expect(ids(docs.candidates(line('FV 1/11/2026')))).toEqual([]);
  });

  it('reads the title words alone and joined', () => {
    expect(titleKeys(['FV 11 11 2026'])).toContain('11112026');
    expect(titleKeys(['FV/11/11/2026'])).toContain('11112026');
  });

  it('gives the keys of each word run compacted whole, Polish letters and marks included', () => {
    // The keys are built from the words' compacts joined; a run with other characters than printable
    // ASCII must still give what compacting its text whole gives.
    const titles = [
      'Zapłata za FV/2026/11/0042 i fv 43',
      'FAKTURA nr ŁÓDŹ-12/2026 ; FV 1,2',
      'Opłata e\u0301 FV 7\u0301/2026 #12 - 13',
      'ZAŻÓŁĆ GĘŚLĄ JAŹŃ 123 456 789 000 111 222',
      // Words opening with combining marks: NFD reorders them with the previous word's, so those
      // runs are compacted whole.
      'FV x\u0591 \u05b0y 12/2026 \u0301\u0323 7 \u05b0\u0591 8 9',
      'Straße 12 ﬁ 34 Ö 56 e\u0301 7',
    ];
    for (const title of titles) {
      const expected = new Set<string>();
      const words = title.split(/[\s,;]+/).filter((word) => word !== '');
      for (let start = 0; start < words.length; start++)
        for (let n = 1; n <= 5 && start + n <= words.length; n++) {
          const key = numberKey(words.slice(start, start + n).join(''));
          if (key.length >= 3) expected.add(key);
        }
      expect([...titleKeys([title])].sort()).toEqual([...expected].sort());
      // The digits looked up are built from the words' digits; they must be the keys' digits.
      const digits = [...titleKeys([title])].map((key) => key.replace(/[^0-9]/g, ''));
      expect(lookupKeys(line(title)).numberDigits).toEqual([...new Set(digits)]);
    }
  });

  it('remembers what a line looks up by per titles array, and answers each array for itself', () => {
    // An import asks for a line's keys three times with the same titles array; another array, even
    // with the same first title, is read for itself.
    const docs = new DocumentIndex([
      doc(1),
      doc(3, { partyNip: '5213159388' }),
      doc(4, { ksefNumber: '5213159388-20261101-0123456789AB-CD' }),
    ]);
    const first = line('FV 1/11/2026 KSeF 5213159388-20261101-0123456789AB-CD');
    const keys = lookupKeys(first);
    expect(keys.ksefNumbers).toEqual(['5213159388202611010123456789ABCD']);
    expect(keys.nips).toEqual([]);
    expect(keys.numberDigits).toContain('1112026');
    expect(lookupKeys(first)).toEqual(keys);
    expect(ids(docs.candidates(first))).toEqual([1, 4]);
    expect(ids(docs.candidates(first))).toEqual([1, 4]);
    const second = line('FV 1/11/2026', { titleVariants: ['FV 1/11/2026', 'NIP 5213159388'] });
    expect(lookupKeys(second).nips).toEqual(['5213159388']);
    expect(lookupKeys(second).ksefNumbers).toEqual([]);
    expect(ids(docs.candidates(second))).toEqual([1, 3]);
  });
});
