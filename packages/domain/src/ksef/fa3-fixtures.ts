// Test-only FA(3) models (not imported by the app): the smallest valid invoice, and two invoices that
// between them use every element of the model and both branches of every choice. The domain tests
// check their serialization; the server tests validate the same documents against the official XSD.
import { fa3Decimal } from './fa3-decimal.ts';
import type { Fa3Invoice } from './fa3-model.ts';

const address = { countryCode: 'PL', line1: 'ul. Kwiatowa 1 m. 2', line2: '00-001 Warszawa' };

/** A domestic VAT invoice with one 23 % line: only what the schema requires, plus the line. */
export function minimalFa3Invoice(): Fa3Invoice {
  return {
    header: { createdAt: '2026-02-01T00:00:00Z' },
    seller: { nip: '9999999999', name: 'ABC AGD sp. z o. o.', address, contacts: [] },
    buyer: {
      identity: { id: { kind: 'nip', nip: '1111111111' }, name: 'F.H.U. Jan Kowalski' },
      contacts: [],
      localGovernmentUnit: false,
      vatGroupMember: false,
    },
    thirdParties: [],
    fa: {
      currency: 'PLN',
      issueDate: '2026-02-15',
      number: 'FV2026/02/150',
      warehouseDocuments: [],
      amounts: { basic: { net: 100_00, vat: 23_00 } },
      total: 123_00,
      annotations: {
        cashAccounting: false,
        selfBilling: false,
        reverseCharge: false,
        splitPayment: false,
        exemption: { kind: 'none' },
        newTransport: { kind: 'none' },
        triangular: false,
        margin: null,
      },
      kind: 'VAT',
      partialAdvances: [],
      cashRegisterInvoice: false,
      relatedParties: false,
      additionalInfo: [],
      advanceInvoices: [],
      exciseRefund: false,
      lines: [
        {
          number: 1,
          name: 'lodówka',
          unit: 'szt.',
          quantity: fa3Decimal('1'),
          unitNetPrice: fa3Decimal('100.00'),
          net: 100_00,
          rate: '23',
          annex15: false,
          before: false,
        },
      ],
    },
  };
}

/**
 * A correction in EUR that takes the first branch of every choice and fills every optional element:
 * NIP buyer, P_6, exemption with an act, a new land vehicle, a margin scheme, a KSeF-numbered corrected
 * invoice, a KSeF advance, payment made, coded payment form and transport, Zalacznik with a text.
 */
export function everyElementFa3InvoiceA(): Fa3Invoice {
  const fullAddress = { ...address, gln: '5901234123457' };
  return {
    header: { createdAt: '2026-03-15T10:20:30Z', systemInfo: 'Saldo' },
    seller: {
      vatPrefixPl: true,
      eori: 'PL999999999900000',
      nip: '9999999999',
      name: 'ABC & Synowie <S.A.>',
      address: fullAddress,
      correspondenceAddress: { countryCode: 'PL', line1: 'skr. poczt. 12', line2: '00-950 Warszawa' },
      contacts: [{ email: 'abc@abc.pl', phone: '667444555' }, { email: 'faktury@abc.pl' }, {}],
      taxpayerStatus: 2,
    },
    buyer: {
      eori: 'PL111111111100000',
      identity: { id: { kind: 'nip', nip: '1111111111' }, name: 'F.H.U. Jan Kowalski' },
      address,
      correspondenceAddress: address,
      contacts: [{ phone: '555777999' }],
      customerNumber: 'K/001',
      buyerId: 'buyer-1',
      localGovernmentUnit: true,
      vatGroupMember: true,
    },
    thirdParties: [
      {
        buyerId: 'buyer-2',
        eori: 'PL333333333300000',
        id: { kind: 'nip', nip: '3333333333' },
        name: 'Gmina Nowa Wieś – szkoła',
        address,
        correspondenceAddress: address,
        contacts: [{ email: 'szkola@gmina.pl', phone: '123456789' }],
        role: { kind: 'role', role: 8 },
        share: fa3Decimal('50'),
        customerNumber: 'S/2',
      },
      {
        id: { kind: 'internal', internalId: '3333333333-00001' },
        contacts: [],
        role: { kind: 'other', description: 'odbiorca' },
      },
    ],
    authorizedParty: {
      eori: 'PL444444444400000',
      nip: '4444444444',
      name: 'Komornik Sądowy',
      address,
      correspondenceAddress: address,
      contacts: [{ email: 'komornik@sad.pl', phone: '221234567' }],
      role: 2,
    },
    fa: {
      currency: 'EUR',
      issueDate: '2026-03-15',
      placeOfIssue: 'Warszawa',
      number: 'FK/2026/03/1',
      warehouseDocuments: ['WZ/1', 'WZ/2'],
      saleDate: { kind: 'date', date: '2026-03-10' },
      amounts: {
        basic: { net: -100_00, vat: -23_00, vatPln: -98_76 },
        reduced1: { net: 10_00, vat: 80, vatPln: 3_44 },
        reduced2: { net: 10_00, vat: 50, vatPln: 2_15 },
        taxi: { net: 10_00, vat: 40, vatPln: 1_72 },
        oss: { net: 10_00, vat: 2_10 },
        zeroDomestic: 1_00,
        zeroIntraEu: 2_00,
        zeroExport: 3_00,
        exempt: 4_00,
        outsideCountry: 5_00,
        euServices: 6_00,
        reverseCharge: 7_00,
        margin: 8_00,
      },
      total: -44_50,
      advanceExchangeRate: fa3Decimal('4.2940'),
      annotations: {
        cashAccounting: true,
        selfBilling: true,
        reverseCharge: true,
        splitPayment: true,
        exemption: { kind: 'exempt', basis: 'act', text: 'art. 43 ust. 1 pkt 18 ustawy o VAT' },
        newTransport: {
          kind: 'supply',
          vat22Obligation: true,
          vehicles: [
            {
              firstUse: '2026-01-02',
              lineNumber: 1,
              make: 'Autex',
              model: 'X1',
              colour: 'czerwony',
              registration: 'WA 12345',
              productionYear: '2025',
              use: {
                kind: 'land',
                mileage: '1200',
                number: { element: 'P_22B1', value: 'WVWZZZ1JZXW000001' },
                type: 'osobowy',
              },
            },
          ],
        },
        triangular: true,
        margin: 'used_goods',
      },
      kind: 'KOR',
      correction: {
        reason: 'obniżka ceny',
        effect: 2,
        corrected: [
          {
            issueDate: '2026-02-15',
            number: 'FV2026/02/150',
            ksefNumber: '5265877635-20250826-0100001AF629-AF',
          },
        ],
        period: 'luty 2026',
        correctedNumber: 'FV2026/02/150A',
        sellerBefore: { vatPrefixPl: true, nip: '9999999999', name: 'ABC AGD sp. z o. o.', address },
        buyersBefore: [
          {
            identity: { id: { kind: 'nip', nip: '1111111111' }, name: 'Jan Kowalski' },
            address,
            buyerId: 'buyer-1',
          },
        ],
        totalBefore: { amount: 123_00, exchangeRate: fa3Decimal('4.3000') },
      },
      partialAdvances: [{ date: '2026-03-01', amount: 50_00, exchangeRate: fa3Decimal('4.25') }],
      cashRegisterInvoice: true,
      relatedParties: true,
      additionalInfo: [
        { lineNumber: 1, key: 'kolor', value: 'biały' },
        { key: 'uwagi', value: 'A & B <C>' },
      ],
      advanceInvoices: [{ kind: 'ksef', ksefNumber: '5265877635-20250826-0100001AF629-AF' }],
      exciseRefund: true,
      lines: [
        {
          number: 1,
          uuid: 'aaaa111133339990',
          date: '2026-03-10',
          name: 'samochód',
          index: 'IDX-1',
          gtin: '5901234123457',
          pkwiu: '29.10.21.0',
          cn: '8703 21 10',
          pkob: '1110',
          unit: 'szt.',
          quantity: fa3Decimal('1.5'),
          unitNetPrice: fa3Decimal('1626.01626016'),
          unitGrossPrice: fa3Decimal('2000'),
          unitDiscount: fa3Decimal('0.5'),
          net: -100_00,
          gross: -123_00,
          vat: -23_00,
          rate: '23',
          ossRate: fa3Decimal('19.5'),
          annex15: true,
          excise: 12_34,
          gtu: 'GTU_07',
          procedure: 'I_42',
          exchangeRate: fa3Decimal('4.294000'),
          before: true,
        },
      ],
      settlement: {
        charges: [{ amount: 10_00, reason: 'transport' }],
        chargesTotal: 10_00,
        deductions: [{ amount: 5_00, reason: 'kaucja' }],
        deductionsTotal: 5_00,
        balance: { kind: 'toPay', amount: 128_00 },
      },
      payment: {
        state: { kind: 'paid', date: '2026-03-15' },
        terms: [
          {
            date: '2026-03-29',
            description: { count: 14, unit: 'dni', event: 'otrzymanie faktury' },
          },
          {},
        ],
        form: { kind: 'code', code: 6 },
        bankAccounts: [
          {
            number: '73111111111111111111111111',
            swift: 'BPKOPLPW',
            bankOwn: 1,
            bankName: 'Bank',
            description: 'PLN',
          },
        ],
        factorBankAccounts: [{ number: 'PL61109010140000071219812874' }],
        cashDiscount: { conditions: 'zapłata w 7 dni', amount: '2%' },
        link: 'https://pay.example.com/p?IPKSeF=123abcdefghij',
        ksefPaymentId: '123abcdefghij',
      },
      transactionTerms: {
        contracts: [{ date: '2026-01-01', number: 'U/1' }, {}],
        orders: [{ date: '2026-01-02', number: 'Z/1' }],
        batchNumbers: ['P1', 'P2'],
        deliveryTerms: 'CIP',
        contractRate: { rate: fa3Decimal('4.3'), currency: 'EUR' },
        transports: [
          {
            type: { kind: 'code', code: 3 },
            carrier: {
              identity: { id: { kind: 'nip', nip: '2222222222' }, name: 'Przewoźnik' },
              address,
            },
            orderNumber: 'T/1',
            cargo: { kind: 'code', code: 12 },
            packaging: 'paleta',
            start: '2026-03-10T08:00:00Z',
            end: '2026-03-11T16:30:00Z',
            from: address,
            via: [address, address],
            to: address,
          },
        ],
        intermediary: true,
      },
      order: {
        value: 1000_00,
        lines: [
          {
            number: 1,
            uuid: 'z1',
            name: 'mieszkanie',
            index: 'M1',
            gtin: '5901234123457',
            pkwiu: '41.00.30.0',
            cn: '1234',
            pkob: '1122',
            unit: 'szt.',
            quantity: fa3Decimal('1'),
            unitNetPrice: fa3Decimal('813.01'),
            net: 813_01,
            vat: 186_99,
            rate: '23',
            ossRate: fa3Decimal('20'),
            annex15: true,
            gtu: 'GTU_10',
            procedure: 'TT_D',
            excise: 1_00,
            before: true,
          },
        ],
      },
    },
    footer: {
      texts: ['Kapitał zakładowy 5 000 000 zł', 'Druga linia'],
      registries: [
        { fullName: 'ABC AGD sp. z o. o.', krs: '0000099999', regon: '999999999', bdo: '000099999' },
        {},
      ],
    },
    attachment: {
      blocks: [
        {
          header: 'Załącznik',
          metadata: [{ key: 'umowa', value: 'U/1' }],
          paragraphs: ['Pierwszy akapit.', 'Drugi akapit.'],
          tables: [
            {
              metadata: [{ key: 'okres', value: '2026-02' }],
              description: 'Odczyty',
              columns: [
                { type: 'date', name: 'Data' },
                { type: 'dec', name: 'Ilość' },
                { type: 'txt', name: '' },
              ],
              rows: [
                ['2026-02-01', '12.5', 'a'],
                ['2026-02-02', '', 'b'],
              ],
              sum: ['', '12.5', ''],
            },
          ],
        },
      ],
    },
  };
}

/**
 * A settlement (ROZ) in PLN taking the other branch of every choice: an EU buyer, third parties with a
 * foreign id and none, OkresFa, an exemption by the directive, a vessel and an aircraft, a travel
 * agency's margin, a corrected invoice outside KSeF, an advance outside KSeF, partial payments with
 * another form, another transport and cargo, an overpayment to settle.
 */
export function everyElementFa3InvoiceB(): Fa3Invoice {
  const a = everyElementFa3InvoiceA();
  const transport = a.fa.transactionTerms?.transports[0];
  if (transport === undefined) throw new Error('fixture A has a transport');
  return {
    ...a,
    buyer: {
      identity: { id: { kind: 'eu', countryCode: 'DE', vatNumber: '123456789' }, name: 'Kunde GmbH' },
      contacts: [],
      localGovernmentUnit: false,
      vatGroupMember: false,
    },
    thirdParties: [
      {
        id: { kind: 'other', countryCode: 'US', taxId: '12-3456789' },
        name: 'Payer Inc.',
        contacts: [],
        role: { kind: 'role', role: 7 },
      },
      { id: { kind: 'other', taxId: 'X1' }, contacts: [], role: { kind: 'role', role: 1 } },
      { id: { kind: 'none' }, contacts: [], role: { kind: 'role', role: 2 } },
    ],
    authorizedParty: undefined,
    fa: {
      ...a.fa,
      currency: 'PLN',
      kind: 'ROZ',
      saleDate: { kind: 'period', from: '2026-02-01', to: '2026-02-28' },
      amounts: { basic: { net: 100_00, vat: 23_00 } },
      total: 123_00,
      advanceExchangeRate: undefined,
      annotations: {
        ...a.fa.annotations,
        exemption: {
          kind: 'exempt',
          basis: 'directive',
          text: 'art. 132 ust. 1 lit. i dyrektywy 2006/112/WE',
        },
        newTransport: {
          kind: 'supply',
          vat22Obligation: false,
          vehicles: [
            {
              firstUse: '2026-01-02',
              lineNumber: 1,
              use: { kind: 'water', hours: '120', hullNumber: 'H-1' },
            },
            { firstUse: '2026-01-03', lineNumber: 1, use: { kind: 'air', hours: '80', serialNumber: 'SN1' } },
            { firstUse: '2026-01-04', lineNumber: 1, use: { kind: 'land', mileage: '10' } },
          ],
        },
        margin: 'travel',
      },
      correction: {
        corrected: [
          { issueDate: '2026-02-15', number: 'FV/1', ksefNumber: null },
          { issueDate: '2026-02-16', number: 'FV/2', ksefNumber: null },
        ],
        buyersBefore: [],
      },
      partialAdvances: [],
      advanceInvoices: [
        { kind: 'outside', number: 'FZ/1/2026' },
        { kind: 'ksef', ksefNumber: '5265877635-20250826-0100001AF629-AF' },
      ],
      lines: [
        {
          number: 1,
          name: 'usługa',
          unitGrossPrice: fa3Decimal('123'),
          gross: 123_00,
          annex15: false,
          before: false,
        },
      ],
      settlement: {
        charges: [],
        deductions: [],
        balance: { kind: 'toSettle', amount: 5_00 },
      },
      payment: {
        state: {
          kind: 'partial',
          mark: 2,
          payments: [
            { amount: 50_00, date: '2026-02-20', form: { kind: 'other', description: 'kompensata' } },
            { amount: 73_00, date: '2026-02-21', form: { kind: 'code', code: 1 } },
            { amount: 0, date: '2026-02-22' },
          ],
        },
        terms: [{ description: { count: 30, unit: 'dni', event: 'dostawa' } }],
        form: { kind: 'other', description: 'barter' },
        bankAccounts: [],
        factorBankAccounts: [],
      },
      transactionTerms: {
        contracts: [],
        orders: [],
        batchNumbers: [],
        transports: [
          {
            ...transport,
            type: { kind: 'other', description: 'dron' },
            cargo: { kind: 'other', description: 'kontener' },
            carrier: undefined,
            via: [],
          },
        ],
        intermediary: false,
      },
      order: undefined,
    },
    footer: { texts: [], registries: [] },
    attachment: {
      blocks: [
        {
          metadata: [{ key: 'k', value: 'v' }],
          tables: [{ metadata: [], columns: [{ type: 'int', name: 'n' }], rows: [['1']] }],
        },
      ],
    },
  };
}
