import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameSimilarity, proposeMatches, type OpenDocument } from './reconciliation.ts';
import type { BankTransaction } from './statement-types.ts';

const line = (over: Partial<BankTransaction>): BankTransaction => ({
  bookingDate: '2026-11-20',
  valueDate: '2026-11-20',
  amount: 123000,
  currency: 'PLN',
  reversal: false,
  title: '',
  titleVariants: [],
  counterpartyName: '',
  counterpartyAccount: '',
  bankReference: 'R1',
  ownerReference: '',
  typeCode: 'NTRF',
  description: '',
  ...over,
});

const doc = (over: Partial<OpenDocument> & { id: number }): OpenDocument => ({
  number: `FV ${over.id}/11/2026`,
  ksefNumber: null,
  balance: 123000,
  currency: 'PLN',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  partyName: 'Alfa sp. z o.o.',
  partyNip: '5213159388',
  partyAccounts: [],
  ...over,
});

const titled = (title: string, over: Partial<BankTransaction> = {}) =>
  line({ title, titleVariants: [title], ...over });

describe('proposeMatches', () => {
  it('puts the invoice named in the title with the exact amount first, with its reasons', () => {
    const [best] = proposeMatches(
      titled('Zapłata za FV 2/11/2026', {
        counterpartyName: 'ALFA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
        counterpartyAccount: 'PL60102010260000123456789012',
      }),
      [
        doc({ id: 1 }),
        doc({ id: 2, partyAccounts: ['PL 60 1020 1026 0000 1234 5678 9012'] }),
        doc({ id: 3 }),
      ],
    );
    expect(best?.documentIds).toEqual([2]);
    expect(best?.reasons.map((r) => r.code)).toEqual([
      'number_in_title',
      'account_known',
      'name_similar',
      'date_fits',
      'amount_equals_balance',
    ]);
    expect(best?.score).toBe(100);
    expect(best?.allocations).toEqual([{ documentId: 2, amount: 123000 }]);
  });

  it('reads the invoice number out of a split-payment message', () => {
    const [best] = proposeMatches(titled('/VAT/230,00/IDC/5213159388/INV/FV 7/11/2026/TXT/dziekuje'), [
      doc({ id: 7 }),
      doc({ id: 8 }),
    ]);
    expect(best?.documentIds).toEqual([7]);
    expect(best?.reasons[0]).toEqual({ code: 'split_payment_names_invoice', number: 'FV 7/11/2026' });
  });

  it('pays the gross of a split payment and notes the VAT part that goes to the VAT account', () => {
    const [best] = proposeMatches(
      titled('/VAT/230,00/IDC/5213159388/INV/FV 7/11/2026/TXT/dziekuje', { amount: 123000 }),
      [doc({ id: 7, balance: 123000 })],
    );
    expect(best?.allocations).toEqual([{ documentId: 7, amount: 123000 }]);
    expect(best?.reasons).toContainEqual({ code: 'split_payment_vat', vat: 23000 });
    expect(best?.reasons).toContainEqual({ code: 'amount_equals_balance' });
    const [plain] = proposeMatches(titled('Zapłata FV 7/11/2026'), [doc({ id: 7 })]);
    expect(plain?.reasons.some((r) => r.code === 'split_payment_vat')).toBe(false);
  });

  it('prefers the KSeF number over a look-alike document number', () => {
    const ksef = '5213159388-20261101-0123456789AB-CD';
    const [best] = proposeMatches(titled(`KSeF ${ksef}`), [doc({ id: 1 }), doc({ id: 2, ksefNumber: ksef })]);
    expect(best?.documentIds).toEqual([2]);
    expect(best?.reasons[0]).toEqual({ code: 'ksef_number_in_title', number: ksef });
  });

  it('pays several invoices named in one title when their balances add up', () => {
    const proposals = proposeMatches(titled('FV 1/11/2026, FV 2/11/2026', { amount: 30000 }), [
      doc({ id: 1, balance: 10000 }),
      doc({ id: 2, balance: 20000 }),
      doc({ id: 3, balance: 30000 }),
    ]);
    expect(proposals[0]?.documentIds).toEqual([1, 2]);
    expect(proposals[0]?.reasons).toContainEqual({ code: 'amount_equals_sum', count: 2 });
  });

  it("groups a known party's oldest open invoices when the transfer pays them together", () => {
    const account = 'PL60102010260000123456789012';
    const proposals = proposeMatches(titled('przelew', { amount: 50000, counterpartyAccount: account }), [
      doc({ id: 1, balance: 20000, dueDate: '2026-10-01', partyAccounts: [account] }),
      doc({ id: 2, balance: 30000, dueDate: '2026-10-15', partyAccounts: [account] }),
      doc({ id: 3, balance: 40000, dueDate: '2026-11-15', partyAccounts: [account] }),
    ]);
    expect(proposals[0]?.documentIds).toEqual([1, 2]);
  });

  it('says partial payment and overpayment with the figures', () => {
    const [partial] = proposeMatches(titled('FV 1/11/2026', { amount: 23000 }), [doc({ id: 1 })]);
    expect(partial?.reasons).toContainEqual({ code: 'partial_payment', remaining: 100000 });
    expect(partial?.allocations).toEqual([{ documentId: 1, amount: 23000 }]);
    const [over] = proposeMatches(titled('FV 1/11/2026', { amount: 130000 }), [doc({ id: 1 })]);
    expect(over?.reasons).toContainEqual({ code: 'overpayment', excess: 7000 });
    expect(over?.allocations).toEqual([{ documentId: 1, amount: 123000 }]);
  });

  it('matches only documents in the line currency, and nothing on an amount of zero', () => {
    expect(proposeMatches(titled('FV 1/11/2026'), [doc({ id: 1, currency: 'EUR' })])).toEqual([]);
    expect(proposeMatches(titled('FV 1/11/2026', { amount: 0 }), [doc({ id: 1 })])).toEqual([]);
  });

  it('never allocates more than the line or than a document still owes', () => {
    const documents = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 40 }),
        balance: fc.integer({ min: 1, max: 500000 }),
        dueDay: fc.integer({ min: 1, max: 28 }),
        partyAccounts: fc.constantFrom([], ['PL60102010260000123456789012']),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        documents,
        fc.integer({ min: -600000, max: 600000 }),
        fc.integer({ min: 1, max: 40 }),
        (raw, amount, named) => {
          const unique = [...new Map(raw.map((r) => [r.id, r])).values()].map((r) =>
            doc({
              id: r.id,
              balance: r.balance,
              dueDate: `2026-10-${String(r.dueDay).padStart(2, '0')}`,
              partyAccounts: r.partyAccounts,
            }),
          );
          const proposals = proposeMatches(
            titled(`FV ${named}/11/2026`, { amount, counterpartyAccount: 'PL60102010260000123456789012' }),
            unique,
          );
          for (const proposal of proposals) {
            const allocated = proposal.allocations.reduce((sum, a) => sum + a.amount, 0);
            expect(allocated).toBeLessThanOrEqual(Math.abs(amount));
            for (const allocation of proposal.allocations) {
              const owed = unique.find((d) => d.id === allocation.documentId)?.balance ?? 0;
              expect(allocation.amount).toBeGreaterThan(0);
              expect(allocation.amount).toBeLessThanOrEqual(owed);
            }
            expect(proposal.score).toBeGreaterThan(0);
            expect(proposal.score).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});

describe('nameSimilarity', () => {
  it('ignores legal forms, case and diacritics', () => {
    expect(
      nameSimilarity(
        'PRZEDSIEBIORSTWO HANDLOWE ALFA SP. Z O.O.',
        'Przedsiębiorstwo Handlowe Alfa Spółka z o.o.',
      ),
    ).toBe(1);
    expect(nameSimilarity('JAN KOWALSKI', 'Beta sp. z o.o.')).toBe(0);
    expect(nameSimilarity('ANY', 'sp. z o.o.')).toBe(0);
  });
});
