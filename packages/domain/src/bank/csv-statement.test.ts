import { describe, expect, it } from 'vitest';
import { parseCsvStatement } from './csv-statement.ts';
import { checkStatementBalance } from './statement-checks.ts';

const ACCOUNT = 'PL61109010140000071219812874';

// mBank "Lista operacji" (reference §3): preamble, '#' headers, newest first, amounts with currency.
const MBANK = [
  '#Klient;',
  'ALFA SP. Z O.O.;',
  '#Za okres:;',
  '01.11.2026;30.11.2026;',
  '#Waluta;#Wpływy;#Wydatki;',
  'PLN;1 230,00;-1 788,32;',
  '',
  '#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;#Saldo po operacji;',
  '2026-11-20;"URZĄD SKARBOWY  CIT8 11/2026  PRZELEW PODATKOWY  51101000712222796300753100";mBiznes konto;Podatki;-1 788,32 PLN;10 441,68 PLN;',
  '2026-11-05;"BETA SP. Z O.O.  FV 5/11/2026  PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY  60102010260000123456789012";mBiznes konto;Wpływy;1 230,00 PLN;12 230,00 PLN;',
].join('\r\n');

// PKO BP: named columns, oldest first.
const PKO = [
  '"Data operacji","Data waluty","Typ transakcji","Kwota","Waluta","Saldo po transakcji","Opis transakcji"',
  '"2026-11-02","2026-11-02","Przelew na konto","+500.00","PLN","+1500.00","Tytuł: FV 2/11/2026"',
  '"2026-11-03","2026-11-03","Opłata","-5.00","PLN","+1495.00","Opłata za przelew"',
].join('\n');

describe('parseCsvStatement', () => {
  it("reads mBank's list of operations, newest first, into a balanced chronological statement", () => {
    const result = parseCsvStatement(MBANK, ACCOUNT);
    if (!result.ok) throw new Error(result.reason);
    const { statement } = result;
    expect(statement.transactions.map((t) => [t.bookingDate, t.amount, t.currency])).toEqual([
      ['2026-11-05', 123000, 'PLN'],
      ['2026-11-20', -178832, 'PLN'],
    ]);
    expect(statement.opening).toEqual({ date: '2026-11-05', amount: 1100000 });
    expect(statement.closing).toEqual({ date: '2026-11-20', amount: 1044168 });
    expect(statement.transactions[0]?.counterpartyAccount).toBe('PL60102010260000123456789012');
    expect(statement.transactions[0]?.title).toContain('FV 5/11/2026');
    expect(checkStatementBalance(statement)).toEqual({ ok: true });
  });

  it("reads PKO BP's export with '.' decimals and signs", () => {
    const result = parseCsvStatement(PKO, ACCOUNT);
    if (!result.ok) throw new Error(result.reason);
    expect(result.statement.transactions.map((t) => [t.amount, t.title])).toEqual([
      [50000, 'Tytuł: FV 2/11/2026'],
      [-500, 'Opłata za przelew'],
    ]);
    expect(result.statement.opening?.amount).toBe(100000);
  });

  it('takes credit and debit columns, thousands separators and day-first dates through a mapping', () => {
    const text = [
      'Dzień;Ma;Winien;Od kogo;Treść',
      '03.11.2026;1.234,56;;Gamma;FV 3/11/2026',
      '04.11.2026;;12,00;Bank;Prowizja',
    ].join('\n');
    const unknown = parseCsvStatement(text, ACCOUNT);
    expect(unknown).toMatchObject({
      ok: false,
      reason: 'no_header',
      headers: ['Dzień', 'Ma', 'Winien', 'Od kogo', 'Treść'],
    });
    const result = parseCsvStatement(text, ACCOUNT, {
      columns: {
        bookingDate: 'Dzień',
        credit: 'Ma',
        debit: 'Winien',
        counterpartyName: 'Od kogo',
        title: 'Treść',
      },
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.statement.transactions.map((t) => [t.bookingDate, t.amount, t.counterpartyName])).toEqual([
      ['2026-11-03', 123456, 'Gamma'],
      ['2026-11-04', -1200, 'Bank'],
    ]);
    // Without a balance column there is nothing to check the lines against.
    expect(result.statement.opening).toBeNull();
  });

  it('refuses a file whose balances do not follow from its amounts, or with a bad date or amount', () => {
    const broken = PKO.replace('"+1495.00"', '"+1490.00"');
    expect(parseCsvStatement(broken, ACCOUNT)).toMatchObject({ ok: false, reason: 'balance_mismatch' });
    expect(parseCsvStatement(PKO.replace('2026-11-03","2026', '2026-13-03","2026'), ACCOUNT)).toMatchObject({
      ok: false,
      reason: 'bad_date',
      row: 3,
    });
    expect(parseCsvStatement(PKO.replace('"-5.00"', '"abc"'), ACCOUNT)).toMatchObject({
      ok: false,
      reason: 'bad_amount',
      row: 3,
    });
    expect(parseCsvStatement('', ACCOUNT)).toMatchObject({ ok: false, reason: 'empty' });
  });
});
