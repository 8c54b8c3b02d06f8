import { describe, expect, it } from 'vitest';
import {
  XmlFormatError,
  buildEnvelope,
  decodeXmlText,
  escapeXml,
  extractEnvelope,
  parseRows,
  readElementText,
  readFault,
} from './soap.ts';

// Shape of a captured production answer (MTOM, CRLF as &#xD;, empty elements self-closed).
const BOUNDARY = 'uuid:18e18dae-c6e6-44ff-bd8d-55fd420f328a+id=7767999';
const CAPTURED =
  `\r\n--${BOUNDARY}\r\nContent-ID: <http://tempuri.org/0>\r\nContent-Transfer-Encoding: 8bit\r\n` +
  'Content-Type: application/xop+xml;charset=utf-8;type="application/soap+xml"\r\n\r\n' +
  '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing">' +
  '<s:Header><a:Action s:mustUnderstand="1">http://CIS/BIR/PUBL/2014/07/IUslugaBIRzewnPubl/DaneSzukajPodmiotyResponse</a:Action></s:Header>' +
  '<s:Body><DaneSzukajPodmiotyResponse xmlns="http://CIS/BIR/PUBL/2014/07"><DaneSzukajPodmiotyResult>&lt;root&gt;&#xD;\n' +
  '  &lt;dane&gt;&#xD;\n    &lt;Regon&gt;810528352&lt;/Regon&gt;&#xD;\n    &lt;StatusNip /&gt;&#xD;\n' +
  '    &lt;Nazwa&gt;Handel "ELRO" A&amp;amp;B&lt;/Nazwa&gt;&#xD;\n    &lt;Ulica /&gt;&#xD;\n  &lt;/dane&gt;&#xD;\n' +
  '  &lt;dane&gt;&#xD;\n    &lt;Regon&gt;010001345&lt;/Regon&gt;&#xD;\n    &lt;Ulica&gt;Rondo&lt;/Ulica&gt;&#xD;\n  &lt;/dane&gt;&#xD;\n' +
  `&lt;/root&gt;</DaneSzukajPodmiotyResult></DaneSzukajPodmiotyResponse></s:Body></s:Envelope>\r\n--${BOUNDARY}--\r\n`;
const CAPTURED_TYPE = `multipart/related; type="application/xop+xml"; start="<http://tempuri.org/0>"; boundary="${BOUNDARY}"; start-info="application/soap+xml"`;

describe('XML text decoding', () => {
  it('decodes the five entities and character references, once', () => {
    expect(decodeXmlText('a &lt;b&gt; &amp;amp; &quot;q&quot; &apos;s&apos; &#xD;&#10;&#261;')).toBe(
      'a <b> &amp; "q" \'s\' \r\ną',
    );
  });

  it('copies CDATA verbatim', () => {
    expect(decodeXmlText('x<![CDATA[<a>&amp;]]>&amp;y')).toBe('x<a>&amp;&y');
  });

  it.each(['A & B', '&amp', '&nbsp;', '&#xFFFFFFF;', '<b>text</b>', '<![CDATA[open'])(
    'rejects malformed text %s',
    (raw) => {
      expect(() => decodeXmlText(raw)).toThrow(XmlFormatError);
    },
  );

  it('escapes what it writes', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });
});

describe('envelopes', () => {
  it('unwraps the MTOM answer and parses the escaped result document', () => {
    const envelope = extractEnvelope(CAPTURED, CAPTURED_TYPE);
    expect(envelope.startsWith('<s:Envelope')).toBe(true);
    expect(envelope.endsWith('</s:Envelope>')).toBe(true);
    const document = readElementText(envelope, 'DaneSzukajPodmiotyResult');
    expect(document).not.toBeNull();
    expect(parseRows(document ?? '')).toEqual([
      { Regon: '810528352', StatusNip: '', Nazwa: 'Handel "ELRO" A&B', Ulica: '' },
      { Regon: '010001345', Ulica: 'Rondo' },
    ]);
  });

  it('accepts a bare application/soap+xml envelope and a multipart one without headers info', () => {
    const bare =
      '<?xml version="1.0"?><env:Envelope xmlns:env="x"><env:Body><R>1</R></env:Body></env:Envelope>';
    expect(readElementText(extractEnvelope(bare, 'application/soap+xml; charset=utf-8'), 'R')).toBe('1');
    expect(extractEnvelope(CAPTURED, null)).toContain('DaneSzukajPodmiotyResult');
  });

  it('tells a self-closing (empty) result from a missing one', () => {
    const envelope =
      '<s:Envelope><s:Body><ZalogujResponse><ZalogujResult/></ZalogujResponse></s:Body></s:Envelope>';
    expect(readElementText(envelope, 'ZalogujResult')).toBe('');
    expect(readElementText(envelope, 'WylogujResult')).toBeNull();
  });

  it('refuses answers it cannot read', () => {
    expect(() => extractEnvelope('<html>down</html>', 'text/html')).toThrow(XmlFormatError);
    expect(() =>
      extractEnvelope(
        '<s:Envelope><s:Body><xop:Include xmlns:xop="http://www.w3.org/2004/08/xop/include" href="cid:1"/></s:Body></s:Envelope>',
        null,
      ),
    ).toThrow(/XOP/);
    const base64 = CAPTURED.replace('Content-Transfer-Encoding: 8bit', 'Content-Transfer-Encoding: base64');
    expect(() => extractEnvelope(base64, CAPTURED_TYPE)).toThrow(/base64/);
  });

  it('reads SOAP 1.2 faults', () => {
    const envelope =
      '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault><s:Code><s:Value>s:Sender</s:Value>' +
      '<s:Subcode><s:Value>a:ActionNotSupported</s:Value></s:Subcode></s:Code><s:Reason><s:Text xml:lang="en-US">' +
      'Action &apos;x&apos; unknown</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>';
    expect(readFault(envelope)).toEqual({
      code: 'Sender',
      subcode: 'ActionNotSupported',
      reason: "Action 'x' unknown",
    });
    expect(readFault(extractEnvelope(CAPTURED, CAPTURED_TYPE))).toBeNull();
  });

  it('builds a SOAP 1.2 envelope with WS-Addressing To and Action', () => {
    const envelope = buildEnvelope('https://host/svc?a=1&b=2', 'urn:action', '<ns:X/>');
    expect(envelope).toContain('xmlns:soap="http://www.w3.org/2003/05/soap-envelope"');
    expect(envelope).toContain('<wsa:To>https://host/svc?a=1&amp;b=2</wsa:To>');
    expect(envelope).toContain('<wsa:Action>urn:action</wsa:Action>');
    expect(envelope).toContain('<soap:Body><ns:X/></soap:Body>');
  });
});
