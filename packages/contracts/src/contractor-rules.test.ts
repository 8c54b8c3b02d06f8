import { describe, expect, it } from 'vitest';
import { contractorProblems, isInvoiceableBuyerNip, normalizeContractorInput } from './contractor-rules.ts';
import { contractorInputSchema, type ContractorInputBody } from './contractors.ts';

const input = (body: ContractorInputBody) => normalizeContractorInput(contractorInputSchema.parse(body));

describe('normalizeContractorInput', () => {
  it('stores identifiers in one form and is idempotent', () => {
    const once = input({
      name: '  Firma  ',
      nip: 'PL 526-025-10-49',
      postalCode: '00843',
      website: 'firma.pl',
      bankAccounts: [{ iban: '61 1090 1014 0000 0712 1981 2874' }],
      tags: ['a', ' A ', '', 'b'],
      paymentTerm: '7_days',
      paymentTermDays: 12,
    });
    expect(once).toMatchObject({
      name: 'Firma',
      nip: '5260251049',
      postalCode: '00-843',
      website: 'https://firma.pl',
      bankAccounts: [{ iban: 'PL61109010140000071219812874', name: '' }],
      tags: ['a', 'b'],
      paymentTermDays: null,
    });
    expect(normalizeContractorInput(once)).toEqual(once);
  });

  it('forgets the second address unless it is different and not the same as the company one', () => {
    const correspondence = { street: 'Skrytka', city: 'Opole' };
    expect(input({ name: 'x', correspondence }).correspondence.city).toBe('');
    expect(
      input({
        name: 'x',
        differentCorrespondenceAddress: true,
        correspondenceSameAsCompany: true,
        correspondence,
      }).correspondence.city,
    ).toBe('');
    expect(
      input({ name: 'x', differentCorrespondenceAddress: true, correspondence }).correspondence.city,
    ).toBe('Opole');
  });
});

describe('contractorProblems', () => {
  it('requires only the name', () => {
    expect(contractorProblems(input({ name: 'Jan' }))).toEqual({});
    expect(contractorProblems(input({ name: ' ' }))).toEqual({ name: 'required' });
  });

  it('checks a Polish NIP and postal code, not foreign ones', () => {
    expect(contractorProblems(input({ name: 'x', nip: '5260251048', postalCode: '1234' }))).toEqual({
      nip: 'invalidNip',
      postalCode: 'invalidPostalCode',
    });
    expect(
      contractorProblems(input({ name: 'x', country: 'de', nip: 'DE811115368', postalCode: '10115' })),
    ).toEqual({});
  });

  it('checks formats of the optional fields', () => {
    expect(
      contractorProblems(
        input({
          name: 'x',
          regon: '123',
          country: 'Polska',
          phone: '12',
          email: 'a@b',
          website: 'notaurl',
          bankAccounts: [{ iban: '' }, { iban: 'DE00' }],
          paymentTerm: 'custom',
          paymentTermDays: 400,
        }),
      ),
    ).toEqual({
      regon: 'invalidRegon',
      country: 'invalidCountry',
      phone: 'invalidPhone',
      email: 'invalidEmail',
      website: 'invalidUrl',
      'bankAccounts.0.iban': 'required',
      'bankAccounts.1.iban': 'invalidIban',
      paymentTermDays: 'invalidPaymentTermDays',
    });
  });
});

describe('recipient unit (JST / VAT group member)', () => {
  const unit = {
    kind: 'jst' as const,
    nip: '526-025-10-49',
    name: ' Szkoła Podstawowa nr 1 ',
    postalCode: '00843',
  };

  it('keeps the unit normalized: NIP digits, trimmed name, NN-NNN', () => {
    const once = input({ name: 'Gmina', nip: '7251801126', recipientUnit: unit });
    expect(once.recipientUnit).toMatchObject({
      kind: 'jst',
      nip: '5260251049',
      name: 'Szkoła Podstawowa nr 1',
      postalCode: '00-843',
      country: 'PL',
    });
    expect(normalizeContractorInput(once)).toEqual(once);
    expect(contractorProblems(once)).toEqual({});
  });

  it("requires the unit's valid NIP and name, and the buyer's own Polish NIP", () => {
    expect(
      contractorProblems(input({ name: 'Gmina', recipientUnit: { kind: 'vatGroup', nip: '5260251048' } })),
    ).toEqual({ nip: 'required', 'recipientUnit.nip': 'invalidNip', 'recipientUnit.name': 'required' });
    expect(
      contractorProblems(
        input({ name: 'Group', country: 'DE', nip: 'DE811115368', recipientUnit: { ...unit, nip: '' } }),
      ),
    ).toEqual({ nip: 'invalidNip', 'recipientUnit.nip': 'required' });
  });
});

describe('isInvoiceableBuyerNip (issue 31, item 5)', () => {
  it('refuses a Polish NIP failing its checksum, whether the country is PL or left blank', () => {
    expect(isInvoiceableBuyerNip('1234567890', 'PL')).toBe(false);
    expect(isInvoiceableBuyerNip('1234567890', '')).toBe(false);
    expect(isInvoiceableBuyerNip('678-301-42-27', 'pl')).toBe(true);
  });

  it('lets a consumer (no number) and a foreign tax id through', () => {
    expect(isInvoiceableBuyerNip(' ', 'PL')).toBe(true);
    expect(isInvoiceableBuyerNip('DE811569869', 'DE')).toBe(true);
    expect(isInvoiceableBuyerNip('12-3456789', 'US')).toBe(true);
  });
});
