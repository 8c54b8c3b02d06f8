// XML plumbing shared by the KSeF validator and parsers and the bank statements' camt.053 reader: the
// DTD refusal, the well-formedness check, the root element's namespace, and fast-xml-parser set up so
// that every value stays the exact source text.
import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser';

// No document we read (an e-invoice, a bank statement) needs a DTD, and a DTD is the only way to
// declare entities: refusing it outright rules out entity expansion (billion laughs) and external
// entities (XXE) in every parser downstream.
const DTD_DECLARATION = /<!(?:DOCTYPE|ENTITY)\b/i;

export function hasDtd(xml: string): boolean {
  return DTD_DECLARATION.test(xml);
}

/** null when well-formed, else the parser's complaint with its position. */
export function wellFormednessError(xml: string): string | null {
  const result = XMLValidator.validate(xml);
  if (result === true) return null;
  return `line ${result.err.line}, column ${result.err.col}: ${result.err.msg}`;
}

export type XmlValue = string | XmlNode | XmlValue[];
export interface XmlNode {
  [name: string]: XmlValue;
}

export function isNode(value: XmlValue | undefined): value is XmlNode {
  return typeof value === 'object' && !Array.isArray(value);
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY_REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi;

// fast-xml-parser decodes numeric character references only in its deprecated HTML mode, which also
// brings HTML's named entities. XML itself has exactly the five predefined ones plus &#…; so that is
// what this decoder does; DOCTYPE entities never reach it because a DTD is refused first.
const xmlEntityDecoder: EntityDecoderOptions = {
  setExternalEntities: () => undefined,
  addInputEntities: () => undefined,
  reset: () => undefined,
  setXmlVersion: () => undefined,
  decode: (text) =>
    text.replace(ENTITY_REFERENCE, (reference: string, hex?: string, decimal?: string, name?: string) => {
      if (name !== undefined) return XML_ENTITIES[name] ?? reference;
      const codePoint = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
    }),
};

function xmlParser(options: {
  withAttributes: boolean;
  /** Default: prefixes go when attributes are ignored (readRoot needs the xmlns attributes). */
  removeNamespaces?: boolean;
  repeated?: ReadonlySet<string>;
}): XMLParser {
  const repeated = options.repeated;
  return new XMLParser({
    // NIPs ("0012…"), bank accounts and amounts must keep every digit: no number coercion anywhere.
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreAttributes: !options.withAttributes,
    ignoreDeclaration: true,
    ignorePiTags: true,
    removeNSPrefix: options.removeNamespaces ?? !options.withAttributes,
    entityDecoder: xmlEntityDecoder,
    ...(repeated === undefined ? {} : { isArray: (tagName: string) => repeated.has(tagName) }),
  });
}

const rootReader = xmlParser({ withAttributes: true });

/** Local name and namespace URI of the document element; assumes a well-formed document. */
export function readRoot(xml: string): { name: string; namespace: string | null } | null {
  const document: unknown = rootReader.parse(xml);
  if (typeof document !== 'object' || document === null) return null;
  for (const [qualifiedName, value] of Object.entries(document)) {
    if (qualifiedName.startsWith('?') || qualifiedName.startsWith('#')) continue;
    const colon = qualifiedName.indexOf(':');
    const prefix = colon === -1 ? null : qualifiedName.slice(0, colon);
    // The root's own prefix can only be declared on the root itself.
    const declaration = prefix === null ? '@_xmlns' : `@_xmlns:${prefix}`;
    const attributes: unknown = value;
    const namespace =
      typeof attributes === 'object' && attributes !== null
        ? Object.entries(attributes).find(([key]) => key === declaration)?.[1]
        : undefined;
    return {
      name: qualifiedName.slice(colon + 1),
      namespace: typeof namespace === 'string' ? namespace : null,
    };
  }
  return null;
}

/**
 * A parser into plain nodes without namespace prefixes (after validation every element is in the
 * document's namespace); `repeated` elements are always arrays, even when they occur once. Attributes
 * are left out unless asked for.
 */
export function createTreeParser(
  repeated: ReadonlySet<string>,
  options: { attributes?: boolean } = {},
): (xml: string) => XmlNode {
  // With attributes, an attribute is a key '@_name' and the text of an element that has attributes
  // is its '#text' key; namespace declarations are dropped along with the prefixes.
  const parser = xmlParser({ withAttributes: options.attributes ?? false, removeNamespaces: true, repeated });
  return (xml) => {
    const document: unknown = parser.parse(xml);
    return toNode(document);
  };
}

function toNode(value: unknown): XmlNode {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const node: XmlNode = {};
  for (const [key, child] of Object.entries(value)) {
    const converted = toValue(child);
    if (converted !== null) node[key] = converted;
  }
  return node;
}

function toValue(value: unknown): XmlValue | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => toValue(item) ?? '');
  if (typeof value === 'object' && value !== null) return toNode(value);
  return null;
}
