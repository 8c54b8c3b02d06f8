// Minimal SOAP 1.2 handling for GUS BIR1.1. We read only a handful of known elements, so a small
// extractor is enough; what it must get right is XML entity decoding (the search answer is an XML
// document escaped inside a SOAP element, so it is decoded twice, once per level) and unwrapping the
// MTOM multipart/related answer that BIR sends instead of a bare envelope.

export const SOAP_ENVELOPE_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const WSA_NS = 'http://www.w3.org/2005/08/addressing';
export const BIR_PUBL_NS = 'http://CIS/BIR/PUBL/2014/07';
export const BIR_DATA_CONTRACT_NS = 'http://CIS/BIR/PUBL/2014/07/DataContract';
/** GetValue lives in the older, shared BIR contract, with its own namespace and action. */
export const BIR_NS = 'http://CIS/BIR/2014/07';

export const birAction = (operation: string): string => `${BIR_PUBL_NS}/IUslugaBIRzewnPubl/${operation}`;
export const GET_VALUE_ACTION = `${BIR_NS}/IUslugaBIR/GetValue`;

/** Malformed or unexpected XML; the client turns it into GusError 'protocol'. */
export class XmlFormatError extends Error {
  override readonly name = 'XmlFormatError';
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeReferences(text: string): string {
  if (text.includes('<')) throw new XmlFormatError('Markup found where text was expected');
  // One pass: "&amp;lt;" must become "&lt;", never "<" (that second step belongs to the inner document).
  return text.replace(/&([^;&\s]*)(;?)/g, (whole, name: string, semicolon: string) => {
    if (semicolon !== ';') throw new XmlFormatError(`Bare "&" or unterminated reference: ${whole}`);
    const named = NAMED_ENTITIES[name];
    if (named !== undefined) return named;
    const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(name);
    if (numeric === null) throw new XmlFormatError(`Unknown entity &${name};`);
    const codePoint = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
    try {
      return String.fromCodePoint(codePoint);
    } catch {
      throw new XmlFormatError(`Invalid character reference &${name};`);
    }
  });
}

/** Decodes the text content of a leaf element: character references, entities and CDATA sections. */
export function decodeXmlText(raw: string): string {
  let decoded = '';
  let rest = raw;
  for (;;) {
    const start = rest.indexOf('<![CDATA[');
    if (start === -1) return decoded + decodeReferences(rest);
    const end = rest.indexOf(']]>', start + 9);
    if (end === -1) throw new XmlFormatError('Unterminated CDATA section');
    decoded += decodeReferences(rest.slice(0, start)) + rest.slice(start + 9, end);
    rest = rest.slice(end + 3);
  }
}

const NAME = '[A-Za-z_][\\w.-]*';

/** Matches `<prefix:local …/>` or `<prefix:local …>content</prefix:local>`, whatever the prefix. */
function elementPattern(localName: string): RegExp {
  return new RegExp(
    `<(?:${NAME}:)?${localName}(?:\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</(?:${NAME}:)?${localName}\\s*>)`,
    'g',
  );
}

/** Raw (undecoded) contents of every element with this local name; '' for self-closing ones. */
function rawElements(xml: string, localName: string): string[] {
  return [...xml.matchAll(elementPattern(localName))].map((match) => match[1] ?? '');
}

/** Decoded text of the first element with this local name, or null when there is none. */
export function readElementText(xml: string, localName: string): string | null {
  const first = rawElements(xml, localName)[0];
  return first === undefined ? null : decodeXmlText(first);
}

export function buildEnvelope(to: string, action: string, body: string): string {
  return (
    `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NS}" xmlns:ns="${BIR_PUBL_NS}"` +
    ` xmlns:dat="${BIR_DATA_CONTRACT_NS}" xmlns:bir="${BIR_NS}">` +
    `<soap:Header xmlns:wsa="${WSA_NS}">` +
    `<wsa:To>${escapeXml(to)}</wsa:To><wsa:Action>${escapeXml(action)}</wsa:Action>` +
    `</soap:Header><soap:Body>${body}</soap:Body></soap:Envelope>`
  );
}

function headerParameter(header: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(header);
  return match === null ? null : (match[1] ?? match[2] ?? null);
}

/** The root part of a multipart/related (MTOM) body: the one named by `start`, else the first. */
function rootMimePart(body: string, boundary: string, start: string | null): string {
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => {
      const trimmed = part.replace(/^\r?\n/, '');
      const split = /\r?\n\r?\n/.exec(trimmed);
      if (split === null) throw new XmlFormatError('MIME part without a header/body separator');
      return {
        headers: trimmed.slice(0, split.index),
        content: trimmed.slice(split.index + split[0].length),
      };
    });
  const root = (start === null ? undefined : parts.find((part) => part.headers.includes(start))) ?? parts[0];
  if (root === undefined) throw new XmlFormatError('Multipart answer without parts');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(root.headers)?.[1]?.toLowerCase();
  if (encoding !== undefined && !['8bit', '7bit', 'binary'].includes(encoding)) {
    throw new XmlFormatError(`Unsupported MIME transfer encoding ${encoding}`);
  }
  return root.content;
}

/** The SOAP envelope of an answer, bare (application/soap+xml) or wrapped in MTOM multipart. */
export function extractEnvelope(body: string, contentType: string | null): string {
  let text = body;
  const boundary =
    contentType !== null && /multipart\//i.test(contentType)
      ? headerParameter(contentType, 'boundary')
      : null;
  if (contentType !== null && boundary !== null)
    text = rootMimePart(body, boundary, headerParameter(contentType, 'start'));
  const open = new RegExp(`<((?:${NAME}:)?)Envelope[\\s>]`).exec(text);
  if (open === null) throw new XmlFormatError('No SOAP envelope in the answer');
  const closing = `</${open[1] ?? ''}Envelope>`;
  const end = text.lastIndexOf(closing);
  if (end < open.index) throw new XmlFormatError('Unterminated SOAP envelope');
  const envelope = text.slice(open.index, end + closing.length);
  // BIR returns text inline; an XOP reference would point at a part we deliberately do not read.
  if (/<(?:[\w.-]+:)?Include\s[^>]*xop/i.test(envelope))
    throw new XmlFormatError('XOP attachments are not supported');
  return envelope;
}

export interface SoapFault {
  /** Local part of the SOAP 1.2 code: 'Sender' (our request is wrong) or 'Receiver' (server trouble). */
  readonly code: string;
  readonly subcode?: string;
  readonly reason: string;
}

const localPart = (qualified: string): string => qualified.trim().replace(/^[^:]*:/, '');

export function readFault(envelope: string): SoapFault | null {
  const fault = rawElements(envelope, 'Fault')[0];
  if (fault === undefined) return null;
  const code = rawElements(fault, 'Code')[0] ?? '';
  const subcode = rawElements(code, 'Subcode')[0];
  const subcodeValue = subcode === undefined ? null : readElementText(subcode, 'Value');
  return {
    code: localPart(readElementText(code, 'Value') ?? ''),
    ...(subcodeValue === null ? {} : { subcode: localPart(subcodeValue) }),
    reason: (readElementText(fault, 'Text') ?? '').trim(),
  };
}

/** Rows of a BIR result document (`<root><dane>…</dane>…</root>`), one record per `dane`. */
export function parseRows(document: string): Record<string, string>[] {
  return rawElements(document, 'dane').map((inner) => {
    const row: Record<string, string> = {};
    for (const match of inner.matchAll(
      new RegExp(`<(${NAME})(?:\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</\\1\\s*>)`, 'g'),
    )) {
      const name = match[1];
      if (name !== undefined) row[name] = decodeXmlText(match[2] ?? '').trim();
    }
    return row;
  });
}
