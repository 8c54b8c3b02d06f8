// The pure parts of the mapping that the API matrix does not reach: identifiers and addresses.
import { describe, expect, it } from 'vitest';
import type { InvoiceParty } from '@saldo/contracts/invoices';
import { addressOf, buyerIdOf } from './invoice-fa3.ts';

const party = (overrides: Partial<InvoiceParty>): InvoiceParty => ({
  name: 'Firma',
  nip: '',
  street: '',
  buildingNumber: '',
  flatNumber: '',
  postalCode: '',
  city: '',
  country: 'PL',
  email: '',
  phone: '',
  ...overrides,
});

describe('the buyer’s identifier in FA(3)', () => {
  it('a Polish NIP in any printed form becomes its 10 digits', () => {
    expect(buyerIdOf(party({ nip: 'PL 678-301-42-27' }))).toEqual({ kind: 'nip', nip: '6783014227' });
    expect(buyerIdOf(party({ nip: '6783014227', country: '' }))).toEqual({ kind: 'nip', nip: '6783014227' });
  });

  it('a Polish number that is not a valid NIP is kept as another tax id, never dropped', () => {
    expect(buyerIdOf(party({ nip: '1234567890' }))).toEqual({
      kind: 'other',
      countryCode: 'PL',
      taxId: '1234567890',
    });
  });

  it('an EU VAT number loses its prefix and separators; Greece is EL', () => {
    expect(buyerIdOf(party({ nip: 'fr 12.345.678.901', country: 'FR' }))).toEqual({
      kind: 'eu',
      countryCode: 'FR',
      vatNumber: '12345678901',
    });
    expect(buyerIdOf(party({ nip: 'EL123456789', country: 'GR' }))).toEqual({
      kind: 'eu',
      countryCode: 'EL',
      vatNumber: '123456789',
    });
  });

  it('an EU number the schema’s pattern cannot hold, and non-EU ids, go to NrID with the country', () => {
    expect(buyerIdOf(party({ nip: 'DE1234567890123', country: 'DE' }))).toEqual({
      kind: 'other',
      countryCode: 'DE',
      taxId: 'DE1234567890123',
    });
    expect(buyerIdOf(party({ nip: 'CHE-123.456.789', country: 'CH' }))).toEqual({
      kind: 'other',
      countryCode: 'CH',
      taxId: 'CHE-123.456.789',
    });
  });

  it('no number at all: BrakID', () => {
    expect(buyerIdOf(party({ nip: '  ' }))).toEqual({ kind: 'none' });
  });
});

describe('addresses in FA(3)', () => {
  it('street with house/flat in AdresL1, postal code and town in AdresL2', () => {
    expect(
      addressOf(
        party({
          street: 'ul. Długa',
          buildingNumber: '5',
          flatNumber: '3',
          postalCode: '31-147',
          city: 'Kraków',
        }),
      ),
    ).toEqual({ countryCode: 'PL', line1: 'ul. Długa 5/3', line2: '31-147 Kraków' });
  });

  it('a village without streets: the town moves up to AdresL1', () => {
    expect(addressOf(party({ postalCode: '34-100', city: 'Wadowice', country: 'pl' }))).toEqual({
      countryCode: 'PL',
      line1: '34-100 Wadowice',
      line2: undefined,
    });
  });

  it('nothing to write: no address (Podmiot2/Adres is optional)', () => {
    expect(addressOf(party({}))).toBeUndefined();
  });
});
