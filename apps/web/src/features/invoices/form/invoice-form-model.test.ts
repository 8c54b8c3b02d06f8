import { describe, expect, it } from 'vitest';
import { invoiceInputSchema, invoiceResponseSchema } from '@saldo/contracts/invoices';
import { resources, type TranslationTree } from '@saldo/i18n/resources';
import { dueDateOf, liveTotals, numberPreview, splitPaymentRequired } from './invoice-form-calc.ts';
import {
  correctionValues,
  duplicateValues,
  emptyLine,
  newInvoiceValues,
  toInputBody,
  valuesOfInvoice,
  type InvoiceFormValues,
} from './invoice-form-model.ts';
import { FORM_PROBLEMS, invoiceFormProblems } from './invoice-form-validation.ts';
import { bankAccounts, invoiceDetail, invoiceResponse } from './test-data.ts';

const today = '2026-05-10';

function filled(overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  const values = newInvoiceValues('vat', { today, bankAccounts });
  return {
    ...values,
    contractorId: 7,
    lines: [{ ...emptyLine('vat', 'a'), name: ' Usługa ', quantity: '2', unitPrice: '100,50' }],
    ...overrides,
  };
}

describe('the invoice form model', () => {
  it('starts a new invoice dated today with the default PLN account', () => {
    const values = newInvoiceValues('vat', { today, bankAccounts, language: 'english', notes: 'Dziękujemy' });
    expect(values).toMatchObject({
      issueDate: today,
      saleDate: today,
      bankAccountId: 1,
      currency: 'PLN',
      language: 'english',
      notes: 'Dziękujemy',
      priceMode: 'net',
    });
    expect(values.lines).toHaveLength(1);
    expect(newInvoiceValues('vatMargin', { today }).priceMode).toBe('gross');
    expect(newInvoiceValues('vatMargin', { today }).lines[0]?.vatRate).toBe('np');
  });

  it('maps the form to a body the contract accepts, clearing what the type does not use', () => {
    const body = toInputBody(
      filled({ paymentTermDays: 30, orderValue: '1000', marginScheme: 'antiques', correctionReason: 'x' }),
    );
    expect(body).toEqual({
      type: 'vat',
      contractorId: 7,
      issueDate: today,
      saleDate: today,
      placeOfIssue: '',
      paymentTerm: '14_days',
      paymentTermDays: null,
      paymentMethod: 'transfer',
      bankAccountId: 1,
      currency: 'PLN',
      exchangeRate: null,
      exchangeRateTable: '',
      exchangeRateDate: null,
      language: 'polish',
      repeat: 'do_not_repeat',
      priceMode: 'net',
      lines: [
        {
          name: 'Usługa',
          classification: '',
          gtu: null,
          quantity: '2',
          unit: 'szt.',
          unitPrice: '100,50',
          discountPercent: '',
          vatRate: '23',
          annex15: false,
        },
      ],
      notes: '',
      marginScheme: null,
      correctedInvoiceId: null,
      correctionReason: '',
      advanceInvoiceIds: [],
      orderValue: '',
      orderLines: [],
      // No zw line: no exemption basis is sent (issue 16 item 1).
      exemptionBasis: null,
    });
    expect(invoiceInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends the rate of a foreign invoice, and forces np and gross on a margin invoice', () => {
    const foreign = toInputBody(
      filled({ currency: 'EUR', exchangeRate: '4,2512', exchangeRateTable: '88/A/NBP/2026' }),
    );
    expect(foreign).toMatchObject({ exchangeRate: '4,2512', exchangeRateTable: '88/A/NBP/2026' });
    const margin = toInputBody(filled({ type: 'vatMargin', marginScheme: 'used_goods', priceMode: 'net' }));
    expect(margin).toMatchObject({ priceMode: 'gross', marginScheme: 'used_goods' });
    expect(margin.lines[0]?.vatRate).toBe('np');
  });

  it('has test answers the contract accepts', () => {
    expect(invoiceResponseSchema.safeParse(invoiceResponse()).error).toBeUndefined();
  });

  it('reads an invoice back, duplicates it with new dates and starts a correction from it', () => {
    const invoice = invoiceDetail({ orderValue: 123456, currency: 'EUR', exchangeRate: '4.3' });
    const values = valuesOfInvoice(invoice);
    expect(values).toMatchObject({ contractorId: 7, issueDate: '2026-01-10', orderValue: '1234.56' });
    expect(values.lines[0]).toMatchObject({ name: 'Konsultacje', quantity: '2', unitPrice: '150' });

    const copy = duplicateValues(invoice, 'vat', today);
    expect(copy).toMatchObject({ issueDate: today, saleDate: today, exchangeRate: '', orderValue: '' });

    const correction = correctionValues(invoice, today);
    expect(correction).toMatchObject({
      type: 'correction',
      issueDate: today,
      saleDate: '2026-01-09',
      correctedInvoiceId: 41,
      exchangeRate: '4.3',
    });
    expect(correction.lines.map((line) => line.name)).toEqual(['Konsultacje']);
  });
});

describe('validation', () => {
  it('accepts a complete invoice', () => {
    expect(invoiceFormProblems(filled())).toEqual({});
  });

  it('names each problem at the path the server uses too', () => {
    const values = filled({
      contractorId: null,
      paymentTerm: 'custom',
      paymentTermDays: 400,
      currency: 'EUR',
      type: 'correction',
      lines: [{ ...emptyLine('vat', 'a'), quantity: 'abc', unitPrice: '1,23456', discountPercent: '120' }],
    });
    expect(invoiceFormProblems(values)).toEqual({
      contractorId: 'required',
      paymentTermDays: 'termDays',
      exchangeRate: 'required',
      correctionReason: 'required',
      correctedInvoiceId: 'required',
      'lines.0.name': 'required',
      'lines.0.quantity': 'decimal.format',
      'lines.0.unitPrice': 'decimal.precision',
      'lines.0.discountPercent': 'decimal.out_of_range',
    });
    expect(invoiceFormProblems(filled({ lines: [] }))).toEqual({ lines: 'noLines' });
    expect(invoiceFormProblems(filled({ currency: 'EUR', exchangeRate: '0' }))).toEqual({
      exchangeRate: 'decimal.zero',
    });
    expect(invoiceFormProblems(filled({ type: 'vatMargin' }))).toEqual({ marginScheme: 'required' });
  });

  it('has a message for every problem in English', () => {
    const tree = resources.en.invoiceForm as TranslationTree;
    const has = (key: string) => {
      let node: unknown = tree;
      for (const part of key.split('.')) node = (node as TranslationTree | undefined)?.[part];
      return typeof node === 'string';
    };
    expect(FORM_PROBLEMS.map((problem) => `validation.${problem}`).filter((key) => !has(key))).toEqual([]);
  });
});

describe('live figures', () => {
  it('computes totals of the lines that parse and skips a line still being typed', () => {
    const values = filled({
      lines: [
        { ...emptyLine('vat', 'a'), name: 'A', quantity: '2', unitPrice: '100,50' },
        { ...emptyLine('vat', 'b'), name: 'B', unitPrice: '' },
        { ...emptyLine('vat', 'c'), name: 'C', unitPrice: '10', vatRate: '8' },
      ],
    });
    const live = liveTotals(values);
    expect(live.lines.map((line) => line?.gross ?? null)).toEqual([24723, null, 1080]);
    expect(live.totals).toMatchObject({ net: 21100, vat: 4703, gross: 25803 });
    expect(live.totals?.byRate.map((row) => row.vatRate)).toEqual(['23', '8']);
  });

  it('gives the due date of the term, and none for invalid custom days', () => {
    expect(dueDateOf({ issueDate: today, paymentTerm: '7_days', paymentTermDays: null })).toBe('2026-05-17');
    expect(dueDateOf({ issueDate: today, paymentTerm: 'custom', paymentTermDays: 30 })).toBe('2026-06-09');
    expect(dueDateOf({ issueDate: today, paymentTerm: 'custom', paymentTermDays: null })).toBeNull();
  });

  it('asks for split payment above 15 000 PLN with an annex 15 line', () => {
    const values = filled({
      lines: [{ ...emptyLine('vat', 'a'), name: 'Stal', unitPrice: '20000', annex15: true }],
    });
    const gross = liveTotals(values).totals?.gross ?? 0;
    expect(splitPaymentRequired(values, gross, true)).toBe(true);
    expect(splitPaymentRequired(values, gross, false)).toBe(false);
  });

  it('previews the next number of a series', () => {
    expect(numberPreview('FV/{NR}/{MM}/{YYYY}', today)).toBe('FV/#/05/2026');
    expect(numberPreview('{YY}-{DD}-{NR:4}', today)).toBe('26-10-#');
    expect(numberPreview('FV/{X}', today)).toBeNull();
  });
});

describe('an advance’s order lines (art. 106f ust. 1 pkt 4)', () => {
  const order = {
    name: ' Mieszkanie ',
    quantity: '1',
    unit: 'szt.',
    unitPrice: '300000',
    vatRate: '23' as const,
  };

  it('are sent with an advance, instead of a typed order value, and dropped for other types', () => {
    const advance = filled({ type: 'advance', orderValue: '999', orderLines: [order] });
    const body = toInputBody(advance);
    expect(body.orderLines).toEqual([{ ...order, name: 'Mieszkanie' }]);
    expect(body.orderValue).toBe('');
    expect(invoiceInputSchema.safeParse(body).success).toBe(true);
    expect(toInputBody({ ...advance, type: 'vat' }).orderLines).toEqual([]);
  });

  it('come back from a stored advance, and a correction of it restates them', () => {
    const stored = invoiceDetail({
      type: 'advance',
      orderValue: 36_900_000,
      orderLines: [
        {
          ...order,
          name: 'Mieszkanie',
          unitPrice: '300000.00',
          net: 30_000_000,
          vat: 6_900_000,
          gross: 36_900_000,
        },
      ],
    });
    const expected = [{ ...order, name: 'Mieszkanie', unitPrice: '300000.00' }];
    expect(valuesOfInvoice(stored).orderLines).toEqual(expected);
    expect(toInputBody(correctionValues(stored, today)).orderLines).toEqual(expected);
  });
});
