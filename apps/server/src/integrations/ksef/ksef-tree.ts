// Typed reads from the parsed element tree. The schema has already said what is required, so an absent
// optional element reads as '' or null; a required one that is missing is a KsefParseError.
import { parseMoney, type Money } from '@saldo/domain/money';
import { KsefParseError } from './ksef-invoice.ts';
import { type XmlNode, type XmlValue, isNode } from '../../lib/xml/xml-tree.ts';

export function children(node: XmlNode | null, name: string): XmlNode[] {
  const value: XmlValue | undefined = node?.[name];
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  // An element without content parses as ''; as a container it is simply empty.
  return values.map((item) => (isNode(item) ? item : {}));
}

export function child(node: XmlNode | null, name: string): XmlNode | null {
  return children(node, name)[0] ?? null;
}

export function requiredChild(node: XmlNode | null, name: string): XmlNode {
  const found = child(node, name);
  if (found === null) throw new KsefParseError(`The document has no ${name} element.`, name);
  return found;
}

/** Text content as given (trimmed by the parser); null when absent. */
export function rawText(node: XmlNode | null, name: string): string | null {
  const value: XmlValue | undefined = node?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
}

/** xsd:token content with its whitespace collapsed, as the schema reads it; '' when absent. */
export function text(node: XmlNode | null, name: string): string {
  return (rawText(node, name) ?? '').replace(/\s+/g, ' ').trim();
}

export function optionalText(node: XmlNode | null, name: string): string | null {
  const value = text(node, name);
  return value === '' ? null : value;
}

export function requiredText(node: XmlNode | null, name: string): string {
  const value = optionalText(node, name);
  if (value === null) throw new KsefParseError(`The document has no ${name}.`, name);
  return value;
}

// TKwotowy is "-?digits(.d{1,2})?"; parseMoney alone would also read Polish "1,5" or "1.234,56".
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** An amount in grosze; more than 2 decimals is refused, never rounded. */
export function amount(value: string, element: string): Money {
  if (!DECIMAL.test(value)) throw new KsefParseError(`${element}: '${value}' is not an amount.`, element);
  const parsed = parseMoney(value);
  if (parsed.ok) return parsed.value;
  const why = parsed.reason === 'precision' ? 'has more than 2 decimals' : 'is out of range';
  throw new KsefParseError(`${element}: ${value} ${why}.`, element);
}

export function optionalAmount(node: XmlNode | null, name: string): Money | null {
  const value = optionalText(node, name);
  return value === null ? null : amount(value, name);
}

export function requiredAmount(node: XmlNode | null, name: string): Money {
  return amount(requiredText(node, name), name);
}
