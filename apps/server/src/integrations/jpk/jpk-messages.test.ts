import { describe, expect, it } from 'vitest';
import { readJpkMessage } from './jpk-errors.ts';
import { describeJpkError, jpkText } from './jpk-messages.ts';

const NS = '{http://crd.gov.pl/wzor/2025/12/19/14090/}';

describe('readJpkMessage', () => {
  it.each([
    [
      `Schemas validity error : Element '${NS}K_19': '12,5' is not a valid value of the atomic type '${NS}TKwotowy'.`,
      { field: 'K_19', code: 'schemaError.invalidValue', params: { value: '12,5' } },
    ],
    [
      `Schemas validity error : Element '${NS}NrKSeF': [facet 'pattern'] The value 'x' is not accepted by the pattern '(…)'.`,
      { field: 'NrKSeF', code: 'schemaError.pattern', params: { value: 'x' } },
    ],
    [
      `Schemas validity error : Element '${NS}Rok': [facet 'minInclusive'] The value '2025' is less than the minimum value allowed ('2026').`,
      { field: 'Rok', code: 'schemaError.tooSmall', params: { value: '2025', limit: '2026' } },
    ],
    [
      `Schemas validity error : Element '${NS}NazwaKontrahenta': [facet 'maxLength'] The value has a length of '600'; this exceeds the allowed maximum length of '512'.`,
      { field: 'NazwaKontrahenta', code: 'schemaError.tooLong', params: { length: 600, limit: 512 } },
    ],
    [
      `Schemas validity error : Element '${NS}SprzedazWiersz': Missing child element(s). Expected is one of ( ${NS}NrKSeF, ${NS}OFF, ${NS}BFK, ${NS}DI ).`,
      {
        field: 'SprzedazWiersz',
        code: 'schemaError.missingChild',
        params: { expected: 'NrKSeF, OFF, BFK, DI' },
      },
    ],
    [
      `Schemas validity error : Element '${NS}Foo': This element is not expected. Expected is ( ${NS}NazwaKontrahenta ).`,
      { field: 'Foo', code: 'schemaError.notExpected', params: { expected: 'NazwaKontrahenta' } },
    ],
    [
      `Schemas validity error : Element '${NS}KodFormularza', attribute 'kodSystemowy': [facet 'enumeration'] The value 'X' is not an element of the set {'JPK_V7M (3)'}.`,
      { field: 'kodSystemowy', code: 'schemaError.notInList', params: { value: 'X' } },
    ],
    [
      `Schemas validity error : Element '${NS}P_46': [facet 'maxInclusive'] The value '5' is greater than the maximum value allowed ('0').`,
      { field: 'P_46', code: 'schemaError.tooLarge', params: { value: '5', limit: '0' } },
    ],
    [
      `parser error : Opening and ending tag mismatch: Naglowek line 1 and JPK`,
      {
        field: null,
        code: 'schemaError.notWellFormed',
        params: { detail: 'Opening and ending tag mismatch: Naglowek line 1 and JPK' },
      },
    ],
    [
      `Schemas validity error : Element '${NS}X': something new.`,
      { field: 'X', code: 'schemaError.other', params: { detail: 'something new.' } },
    ],
  ])('%s', (message, expected) => {
    expect(readJpkMessage(message)).toEqual(expected);
  });
});

describe('describeJpkError', () => {
  const error = {
    section: 'sales',
    row: 12,
    field: 'K_19',
    code: 'schemaError.invalidValue',
    params: { value: '12,5' },
    detail: '',
  } as const;

  it('names the register, the row and the field in plain Polish and English', () => {
    expect(describeJpkError(error, 'pl')).toBe(
      'Ewidencja sprzedaży, wiersz 12, pole K_19: Wartość „12,5” jest tu niedozwolona.',
    );
    expect(describeJpkError(error, 'en')).toBe(
      'Sales register, row 12, field K_19: The value “12,5” is not valid here.',
    );
    expect(
      describeJpkError(
        { ...error, section: 'header', row: null, field: null, code: 'schemaError.wrongRoot', params: {} },
        'pl',
      ),
    ).toBe('Nagłówek pliku: To nie jest plik JPK_V7M(3).');
  });

  it('translates readiness problems', () => {
    expect(jpkText('pl', 'readiness.email_missing')).toBe(
      'Uzupełnij adres e-mail firmy w ustawieniach: plik JPK go wymaga.',
    );
  });
});
