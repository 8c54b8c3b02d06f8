import { describe, expect, it } from 'vitest';
import { parseMt940 } from './mt940.ts';
import { checkStatementBalance } from './statement-checks.ts';
import type { BankStatement } from './statement-types.ts';

// Sample files written from the published descriptions (shared/reference/bank-statements.md §1–3).
const PKO = [
  ':20:MT940',
  ':25:/PL61109010140000071219812874',
  ':28C:235',
  ':60F:C261101PLN12345,67',
  ':61:2611031103CN1230,00N152NONREF//6460500500000513',
  '152 0',
  ':86:020~00152',
  '~20/VAT/230,00/IDC/5213159388/IN',
  '~21V/FV 11/11/2026',
  '~22\u02d9',
  '~23\u02d9',
  '~24\u02d9',
  '~25\u02d9',
  '~3010201026',
  '~310000123456789012',
  '~32PRZEDSIĘBIORSTWO HANDLOWE',
  '~33 ALFA SP. Z O.O.',
  '~38PL27102010260000123456789012',
  '~60\u02d9',
  '~63\u02d9',
  ':61:2611051105DN246,00N152NONREF//6460500500000514',
  ':86:020~00152',
  '~20P 85100158550 0 26M10 VAT-7 PI',
  '~21T-23',
  '~32DRUGI MAZOWIECKI URZ\u0104D SKAR',
  '~33BOWY WARSZAWA',
  '~3810100071222123456789012345',
  ':62F:C261105PLN13329,67',
  '-',
].join('\r\n');

const MBANK = [
  '\u0001',
  ':20:ST261130CYC/1',
  ':25:PL61109010140000071219812874',
  ':28C:12',
  ':60F:C261129PLN1000,00',
  ':61:2611301130CN500,50NTRFNONREF//EL004391-000970',
  '911-TRANSAKCJA IPH',
  ':86:911 PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY; Z RACH.: 27102010260000123456789012;',
  ' OD: ALFA SP. Z O.O. UL. DŁUGA 1 00-001 WARSZAWA; TYT.: FV 12/11/2026; TNR: 146',
  '0100000001.001',
  ':61:2611301130DN20,00NCHGNONREF',
  ':86:073 OPŁATA ZA PRZELEW; TNR: 1460100000002.001',
  ':62F:C261130PLN1480,50',
  '-\u0003',
].join('\r\n');

function parsed(text: string): readonly BankStatement[] {
  const result = parseMt940(text);
  if (!result.ok) throw new Error(`${result.reason} at ${result.line}`);
  return result.statements;
}

describe('parseMt940', () => {
  it("reads PKO BP's structured :86: subfields, one per line, with the 255 filler", () => {
    const [statement] = parsed(PKO);
    expect(statement).toMatchObject({
      format: 'mt940',
      reference: 'MT940',
      number: '235',
      account: 'PL61109010140000071219812874',
      currency: 'PLN',
      opening: { date: '2026-11-01', amount: 1234567 },
      closing: { date: '2026-11-05', amount: 1332967 },
    });
    const [credit, tax] = statement?.transactions ?? [];
    expect(credit).toMatchObject({
      valueDate: '2026-11-03',
      bookingDate: '2026-11-03',
      amount: 123000,
      reversal: false,
      // The title is cut every 27 characters, here inside "/INV/": joined raw it is whole again.
      title: '/VAT/230,00/IDC/5213159388/INV/FV 11/11/2026',
      counterpartyName: 'PRZEDSIĘBIORSTWO HANDLOWE ALFA SP. Z O.O.',
      counterpartyAccount: 'PL27102010260000123456789012',
      bankReference: '6460500500000513',
      ownerReference: 'NONREF',
      typeCode: 'N152 020',
    });
    expect(credit?.titleVariants).toContain('/VAT/230,00/IDC/5213159388/IN V/FV 11/11/2026');
    expect(credit?.description).not.toMatch(/\u02d9/);
    expect(tax).toMatchObject({
      amount: -24600,
      title: 'P 85100158550 0 26M10 VAT-7 PIT-23',
      counterpartyName: 'DRUGI MAZOWIECKI URZĄD SKARBOWY WARSZAWA',
      counterpartyAccount: 'PL10100071222123456789012345',
    });
    expect(statement && checkStatementBalance(statement)).toEqual({ ok: true });
  });

  it("reads mBank's labelled :86: text inside SOH/ETX, with the TNR as the bank reference", () => {
    const [statement] = parsed(MBANK);
    const [transfer, fee] = statement?.transactions ?? [];
    expect(transfer).toMatchObject({
      amount: 50050,
      title: 'FV 12/11/2026',
      counterpartyName: 'ALFA SP. Z O.O. UL. DŁUGA 1 00-001 WARSZAWA',
      counterpartyAccount: 'PL27102010260000123456789012',
      bankReference: '1460100000001.001',
      typeCode: 'NTRF 911',
    });
    expect(fee).toMatchObject({ amount: -2000, bankReference: '1460100000002.001', typeCode: 'NCHG 073' });
    expect(statement && checkStatementBalance(statement)).toEqual({ ok: true });
  });

  it('reads several statements from one file, inside SWIFT block wrappers', () => {
    const block = (n: number, open: string, close: string) =>
      [
        `{1:F01BREXPLPWAXXX0000000000}{2:I940BREXPLPWXXXXN}{4:`,
        `:20:REF${n}`,
        ':25:PL61109010140000071219812874',
        `:28C:${n}/1`,
        `:60F:C2612${String(n).padStart(2, '0')}PLN${open}`,
        `:61:2612${String(n).padStart(2, '0')}C100,00NTRFNONREF`,
        ':86:Wpłata',
        `:62F:C2612${String(n).padStart(2, '0')}PLN${close}`,
        '-}',
      ].join('\n');
    const statements = parsed(`${block(1, '0,00', '100,00')}\n${block(2, '100,00', '200,00')}`);
    expect(statements.map((s) => [s.reference, s.number, s.closing?.amount])).toEqual([
      ['REF1', '1/1', 10000],
      ['REF2', '2/1', 20000],
    ]);
    // Without an entry date the line is booked on the statement's date.
    expect(statements[0]?.transactions[0]?.bookingDate).toBe('2026-12-01');
  });

  it('turns reversals around: RC takes money out, RD puts it back', () => {
    const [statement] = parsed(
      [
        ':20:X',
        ':25:PL61109010140000071219812874',
        ':28C:1',
        ':60F:C261201PLN100,00',
        ':61:261201RC40,00NTRFNONREF',
        ':86:Zwrot',
        ':61:261201RD15,5NTRFNONREF',
        ':86:Zwrot obciążenia',
        ':62F:C261201PLN75,50',
      ].join('\n'),
    );
    expect(statement?.transactions.map((t) => [t.amount, t.reversal])).toEqual([
      [-4000, true],
      [1550, true],
    ]);
    expect(statement && checkStatementBalance(statement)).toEqual({ ok: true });
  });

  it('puts an entry date at the year boundary in the right year', () => {
    const [statement] = parsed(
      [
        ':20:X',
        ':25:PL61109010140000071219812874',
        ':28C:1',
        ':60F:C261231PLN0,00',
        ':61:2612310102C10,00NTRFNONREF',
        ':86:Nowy rok',
        ':62F:C270102PLN10,00',
      ].join('\n'),
    );
    expect(statement?.transactions[0]).toMatchObject({ valueDate: '2026-12-31', bookingDate: '2027-01-02' });
  });

  it("takes ING's second :86: (the subfields) and keeps the first (original amount) in the description", () => {
    const [statement] = parsed(
      [
        ':20:ING',
        ':25:/PL61109010140000071219812874',
        ':28C:7',
        ':60F:C261201PLN0,00',
        ':61:2612011201CN405,67NTRFNONREF//ING-1',
        ':86:076/OCMT/USD100,00/',
        ':86:076~00COCGPRZELEW~20Faktura FV 1/12/2026~2910201026000012345678901234~32BETA LTD~34076~61KURS 4,0567',
        ':62F:C261201PLN405,67',
      ].join('\n'),
    );
    expect(statement?.transactions[0]).toMatchObject({
      title: 'Faktura FV 1/12/2026',
      counterpartyName: 'BETA LTD',
      counterpartyAccount: 'PL10201026000012345678901234',
    });
    expect(statement?.transactions[0]?.description).toContain('/OCMT/USD100,00/');
  });

  it("reads BNP Paribas's ^ separator, Santander's leading separator and sort code + account", () => {
    const [statement] = parsed(
      [
        ':20:1',
        ':25:/PL61109010140000071219812874',
        ':28C:036/2009/BPL',
        ':60F:C261201PLN0,00',
        ':61:261201C10,00NTRFNONREF',
        ':86:152^00PRZELEW^10REF1^20FV 3/12/2026^32GAMMA',
        ':61:261201C5,00NTRFNONREF',
        ':86:~00PRZELEW~20FV 4/12/2026~3010201026~310000123456789012~32DELTA',
        ':62F:C261201PLN15,00',
      ].join('\n'),
    );
    expect(statement?.transactions.map((t) => [t.title, t.counterpartyName])).toEqual([
      ['FV 3/12/2026', 'GAMMA'],
      ['FV 4/12/2026', 'DELTA'],
    ]);
    // ~30 + ~31 leave out the NRB's check digits; they are recomputed.
    expect(statement?.transactions[1]?.counterpartyAccount).toBe('PL60102010260000123456789012');
  });

  it('refuses a broken file whole, naming the line', () => {
    const bad = [
      ':20:X',
      ':25:PL61109010140000071219812874',
      ':60F:C261201PLN0,00',
      ':61:26120XC10,00NTRF',
      ':62F:C261201PLN0,00',
    ];
    expect(parseMt940(bad.join('\n'))).toEqual({ ok: false, reason: 'bad_line', line: 4 });
    expect(parseMt940('')).toEqual({ ok: false, reason: 'empty', line: 1 });
    expect(parseMt940(':20:X\n:25:PL1\n:60F:C261301PLN0,00\n:62F:C261201PLN0,00')).toMatchObject({
      ok: false,
      reason: 'bad_balance',
      line: 3,
    });
    expect(parseMt940(':20:X\n:60F:C261201PLN0,00\n:62F:C261201PLN0,00')).toMatchObject({
      reason: 'missing_account',
    });
    expect(parseMt940(':20:X\n:25:PL1\n:60F:C261201PLN0,00\n:86:orphan\n:62F:C261201PLN0,00')).toMatchObject({
      reason: 'details_without_line',
      line: 4,
    });
  });

  it('names the difference when the lines do not explain the closing balance', () => {
    const [statement] = parsed(
      [
        ':20:X',
        ':25:PL1',
        ':60F:C261201PLN100,00',
        ':61:261201D30,00NTRFNONREF',
        ':62F:C261201PLN80,00',
      ].join('\n'),
    );
    expect(statement && checkStatementBalance(statement)).toEqual({
      ok: false,
      reason: 'unbalanced',
      difference: 1000,
    });
  });
});
