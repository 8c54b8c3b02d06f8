import { describe, expect, it, vi } from 'vitest';
import type * as XmllintWasm from 'xmllint-wasm';
import { fa3Sample, readFixture } from './ksef-test-fixtures.ts';
import { readableErrors, validateKsefXml, validateKsefXmls, type KsefValidation } from './ksef-xsd.ts';

// Counts the xmllint runs (each one a thread, a WebAssembly and a schema compile) and lets them run.
const xmllint = vi.hoisted(() => ({ runs: 0 }));
vi.mock('xmllint-wasm', async (importOriginal) => {
  const actual = await importOriginal<typeof XmllintWasm>();
  return {
    ...actual,
    validateXML: (options: Parameters<typeof actual.validateXML>[0]) => {
      xmllint.runs += 1;
      return actual.validateXML(options);
    },
  };
});

const FA3_NS = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
const FA2_NS = 'http://crd.gov.pl/wzor/2023/06/29/12648/';

async function refusal(xml: string): Promise<Extract<KsefValidation, { ok: false }>> {
  const result = await validateKsefXml(xml);
  if (result.ok) throw new Error('expected the document to be refused');
  return result;
}

describe('KSeF XSD: accepted documents', () => {
  // Every sample is validated (and parsed) in ksef-samples.test.ts; here the detection details.
  it('recognises FA(3) and FA(2) by the namespace of Faktura', async () => {
    await expect(validateKsefXml(fa3Sample(1))).resolves.toEqual({ ok: true, schema: 'FA(3)' });
    await expect(validateKsefXml(readFixture('fa2/FA_2_Przyklad_2.xml'))).resolves.toEqual({
      ok: true,
      schema: 'FA(2)',
    });
  });

  it('takes a root element with a namespace prefix and a byte order mark', async () => {
    const prefixed = fa3Sample(26)
      .replace('<Faktura ', `<fa:Faktura xmlns:fa="${FA3_NS}" `)
      .replace('</Faktura>', '</fa:Faktura>');
    expect(prefixed).toContain('<fa:Faktura');
    await expect(validateKsefXml(`\ufeff${prefixed}`)).resolves.toEqual({ ok: true, schema: 'FA(3)' });
  });

  it('validates many documents at once', async () => {
    const samples = [1, 2, 4, 9, 10, 14, 20, 26].map(fa3Sample);
    const results = await Promise.all(samples.map(validateKsefXml));
    expect(results.every((result) => result.ok)).toBe(true);
  });

  it('validates a batch in one xmllint run per schema, each document with its own verdict', async () => {
    const documents = [
      fa3Sample(1),
      fa3Sample(1).replace('<P_2>FV2026/02/150</P_2>', ''),
      readFixture('fa2/FA_2_Przyklad_2.xml'),
      '',
      fa3Sample(1).replace('ABC AGD', 'ABC\u0001AGD'),
      fa3Sample(4),
      fa3Sample(1).replace('<NIP>9999999999</NIP>', '<NIP>12345</NIP>'),
    ];
    const alone: KsefValidation[] = [];
    for (const document of documents) alone.push(await validateKsefXml(document));
    xmllint.runs = 0;
    const together = await validateKsefXmls(documents);
    expect(together).toEqual(alone);
    expect(together.map((result) => result.ok)).toEqual([true, false, true, false, false, true, false]);
    expect(xmllint.runs).toBe(2);
  });

  it('logs how long one validation takes (not asserted: it depends on the machine)', async () => {
    await validateKsefXml(fa3Sample(1));
    const started = performance.now();
    await validateKsefXml(fa3Sample(4));
    console.log(`KSeF XSD validation of one invoice: ${Math.round(performance.now() - started)} ms`);
  });
});

describe('KSeF XSD: refused documents', () => {
  it('refuses an empty file', async () => {
    expect(await refusal('')).toMatchObject({ reason: 'invalid_xml', message: 'The file is empty.' });
    expect(await refusal(' \n ')).toMatchObject({ reason: 'invalid_xml' });
  });

  it('refuses text that is not XML, and a truncated document with the line and column', async () => {
    expect(await refusal('Faktura nr 1/2026, do zapłaty 100 zł')).toMatchObject({ reason: 'invalid_xml' });
    const truncated = fa3Sample(1).slice(0, 2000);
    const result = await refusal(truncated);
    expect(result.reason).toBe('invalid_xml');
    expect(result.message).toMatch(/^line \d+, column \d+: /);
  });

  it('refuses characters XML forbids, which only libxml2 notices', async () => {
    expect(await refusal(fa3Sample(1).replace('ABC AGD', 'ABC\u0001AGD'))).toEqual({
      ok: false,
      reason: 'invalid_xml',
      message: 'line 13: PCDATA invalid Char value 1',
    });
  });

  it('refuses a DOCTYPE with entities before any parser sees it (no expansion, no XXE)', async () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE Faktura [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
<Faktura xmlns="${FA3_NS}"><Naglowek>&b;</Naglowek></Faktura>`;
    expect(await refusal(laughs)).toMatchObject({
      reason: 'invalid_xml',
      message: expect.stringContaining('DOCTYPE'),
    });
    const xxe = fa3Sample(1).replace(
      '<Faktura ',
      '<!DOCTYPE Faktura [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Faktura ',
    );
    expect(await refusal(xxe.replace('ABC AGD sp. z o. o.', '&xxe;'))).toMatchObject({
      reason: 'invalid_xml',
    });
  });

  it('names the missing element when a required one is removed', async () => {
    const withoutNumber = fa3Sample(1).replace('<P_2>FV2026/02/150</P_2>', '');
    const result = await refusal(withoutNumber);
    expect(result.reason).toBe('schema');
    expect(result.message).toBe("line 48: element 'P_6': This element is not expected. Expected is P_2.");
  });

  it('explains a NIP that does not match the pattern, on its line', async () => {
    const result = await refusal(fa3Sample(1).replace('<NIP>9999999999</NIP>', '<NIP>12345</NIP>'));
    expect(result.reason).toBe('schema');
    expect(result.message).toMatch(
      /^line 12: element 'NIP': \[facet 'pattern'\] The value '12345' is not accepted/,
    );
    expect(result.message).not.toContain('crd.gov.pl');
  });

  it('validates against the schema the namespace names, not the one the content resembles', async () => {
    const fa2AsFa3 = readFixture('fa2/FA_2_Przyklad_2.xml').replace(`xmlns="${FA2_NS}"`, `xmlns="${FA3_NS}"`);
    const result = await refusal(fa2AsFa3);
    expect(result.reason).toBe('schema');
    expect(result.message).toContain("element 'KodFormularza'");
  });

  it('shows at most two schema errors', async () => {
    const twoBad = fa3Sample(1)
      .replace('<NIP>9999999999</NIP>', '<NIP>12345</NIP>')
      .replace('<NIP>1111111111</NIP>', '<NIP>1</NIP>')
      .replace('<KodWaluty>PLN</KodWaluty>', '<KodWaluty>XYZ</KodWaluty>');
    const { message } = await refusal(twoBad);
    expect(message.match(/line \d+:/g)).toHaveLength(2);
  });

  it('calls a JPK file unsupported and says what it found', async () => {
    const result = await refusal(readFixture('jpk/JPK_V7M3_sample_selfmade.xml'));
    expect(result).toEqual({
      ok: false,
      reason: 'unsupported',
      message: "Not a KSeF FA(3) or FA(2) invoice: found 'JPK' in http://crd.gov.pl/wzor/2025/12/19/14090/.",
    });
  });

  it('calls Faktura of another namespace (FA(1), none) unsupported', async () => {
    const fa1 = fa3Sample(1).replace(FA3_NS, 'http://crd.gov.pl/wzor/2021/11/29/11089/');
    expect(await refusal(fa1)).toMatchObject({
      reason: 'unsupported',
      message: expect.stringContaining("'Faktura' in http://crd.gov.pl/wzor/2021/11/29/11089/"),
    });
    expect(await refusal('<Faktura><Fa/></Faktura>')).toMatchObject({
      reason: 'unsupported',
      message: expect.stringContaining("root element 'Faktura' without a namespace"),
    });
  });
});

describe('KSeF XSD: readable xmllint errors', () => {
  it('drops namespaces and the "Schemas validity error" prefix, keeps the line', () => {
    const rawMessage =
      `Schemas validity error : Element '{${FA3_NS}}P_15': ` +
      `'x' is not a valid value of the atomic type '{${FA3_NS}}TKwotowy'.`;
    expect(
      readableErrors([
        { rawMessage, message: rawMessage, loc: { fileName: 'faktura.xml', lineNumber: 7 } },
        { rawMessage: 'faktura.xml fails to validate', message: 'faktura.xml fails to validate', loc: null },
      ]),
    ).toBe("line 7: element 'P_15': 'x' is not a valid value of the atomic type 'TKwotowy'.");
    expect(readableErrors([])).toBe('The document does not match the schema.');
  });
});
