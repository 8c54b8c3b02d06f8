import { describe, expect, it } from 'vitest';
import { checkStatementBalance } from '@saldo/domain/bank/statement-checks';
import { parseCamt053 } from './camt053.ts';

// Written from the reference's section 4 (the .001.02 and .001.08 paths and their differences).
const V02 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>ING-2026-11</MsgId><CreDtTm>2026-11-30T23:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-2026-11</Id>
      <ElctrncSeqNb>11</ElctrncSeqNb>
      <Acct><Id><IBAN>PL61109010140000071219812874</IBAN></Id><Ccy>PLN</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="PLN">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-01</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="PLN">1730.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-30</Dt></Dt></Bal>
      <Ntry>
        <Amt Ccy="PLN">800.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-10</Dt></BookgDt><ValDt><Dt>2026-11-10</Dt></ValDt>
        <AcctSvcrRef>E-1</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId><TxId>T-1</TxId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="PLN">300.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>Alfa sp. z o.o.</Nm></Dbtr><DbtrAcct><Id><IBAN>PL60102010260000123456789012</IBAN></Id></DbtrAcct></RltdPties>
            <RmtInf><Ustrd>Zapłata za FV 1/11/2026</Ustrd></RmtInf>
          </TxDtls>
          <TxDtls>
            <Refs><EndToEndId>E2E-2</EndToEndId><TxId>T-2</TxId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="PLN">500.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>Beta S.A.</Nm></Dbtr></RltdPties>
            <RmtInf><Strd><RfrdDocInf><Nb>FV 2/11/2026</Nb></RfrdDocInf></Strd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="PLN">70.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-15</Dt></BookgDt>
        <AcctSvcrRef>E-2</AcctSvcrRef>
        <AddtlNtryInf>Opłata za prowadzenie rachunku</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <Amt Ccy="PLN">999.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>PDNG</Sts>
        <BookgDt><Dt>2026-11-30</Dt></BookgDt>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

const V08 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>M</MsgId><CreDtTm>2026-12-01T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>S-12</Id><LglSeqNb>12</LglSeqNb>
      <Acct><Id><IBAN>PL61109010140000071219812874</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Dt><Dt>2026-11-30</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">90.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><DtTm>2026-12-01T23:59:59</DtTm></Dt></Bal>
      <Ntry>
        <Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><DtTm>2026-12-01T10:00:00</DtTm></BookgDt>
        <AcctSvcrRef>E-9</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>INV-9</EndToEndId></Refs>
          <Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
          <RltdPties><Dbtr><Pty><Nm>Gamma GmbH</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct></RltdPties>
          <RmtInf><Ustrd>FV 9/11/2026</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

describe('parseCamt053', () => {
  it('reads .001.02: one line per transaction detail, the booked entries only, balances checked', () => {
    const result = parseCamt053(V02);
    if (!result.ok) throw new Error(`${result.reason} ${result.detail}`);
    const [statement] = result.statements;
    expect(statement).toMatchObject({
      format: 'camt053',
      reference: 'STMT-2026-11',
      number: '11',
      account: 'PL61109010140000071219812874',
      currency: 'PLN',
      opening: { date: '2026-11-01', amount: 100000 },
      closing: { date: '2026-11-30', amount: 173000 },
    });
    expect(
      statement?.transactions.map((t) => [t.amount, t.title, t.counterpartyName, t.bankReference]),
    ).toEqual([
      [30000, 'Zapłata za FV 1/11/2026', 'Alfa sp. z o.o.', 'T-1'],
      [50000, 'FV 2/11/2026', 'Beta S.A.', 'T-2'],
      [-7000, 'Opłata za prowadzenie rachunku', '', 'E-2'],
    ]);
    expect(statement?.transactions[0]).toMatchObject({
      counterpartyAccount: 'PL60102010260000123456789012',
      ownerReference: '',
      typeCode: 'PMNT/RCDT/ESCT',
      bookingDate: '2026-11-10',
    });
    expect(statement?.transactions[1]?.ownerReference).toBe('E2E-2');
    expect(statement && checkStatementBalance(statement)).toEqual({ ok: true });
  });

  it('reads .001.08: status as a code, party under Pty, date-times, a debit opening balance', () => {
    const result = parseCamt053(V08);
    if (!result.ok) throw new Error(result.reason);
    const [statement] = result.statements;
    expect(statement).toMatchObject({
      number: '12',
      currency: 'EUR',
      opening: { amount: -1000 },
      closing: { date: '2026-12-01', amount: 9000 },
    });
    expect(statement?.transactions[0]).toMatchObject({
      amount: 10000,
      currency: 'EUR',
      counterpartyName: 'Gamma GmbH',
      counterpartyAccount: 'DE89370400440532013000',
      bookingDate: '2026-12-01',
      valueDate: '2026-12-01',
      title: 'FV 9/11/2026',
    });
    expect(statement && checkStatementBalance(statement)).toEqual({ ok: true });
  });

  it('refuses a DTD, a broken document, another message and a bad amount', () => {
    expect(parseCamt053(`<!DOCTYPE x [<!ENTITY a "b">]>${V02}`)).toMatchObject({ ok: false, reason: 'dtd' });
    expect(parseCamt053(V02.slice(0, 400))).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseCamt053(V02.replace('camt.053.001.02', 'camt.052.001.02'))).toMatchObject({
      ok: false,
      reason: 'not_camt053',
    });
    expect(parseCamt053(V02.replace('>70.00<', '>7O.00<'))).toMatchObject({
      ok: false,
      reason: 'bad_amount',
      detail: '7O.00',
    });
  });
});
