// A minimal XML writer for the FA(3) serializer: elements are built as plain values (so absent optional
// elements are simply left out of a list) and rendered once, indented, with every text escaped.

export interface XmlElement {
  readonly name: string;
  readonly attributes?: Readonly<Record<string, string>>;
  /** Text content; an element has either text or children. */
  readonly text?: string;
  readonly children?: readonly XmlElement[];
}

/** What may stand where an element is expected: nothing, one element, or a list of them. */
export type XmlContent = XmlElement | null | undefined | false | readonly XmlContent[];

function flatten(content: readonly XmlContent[], into: XmlElement[]): XmlElement[] {
  for (const item of content) {
    if (item === null || item === undefined || item === false) continue;
    if (isElementList(item)) flatten(item, into);
    else into.push(item);
  }
  return into;
}

function isElementList(item: XmlElement | readonly XmlContent[]): item is readonly XmlContent[] {
  return Array.isArray(item);
}

/** An element with children, in the order given; empty content gives an empty element. */
export function element(name: string, ...content: XmlContent[]): XmlElement {
  return { name, children: flatten(content, []) };
}

export function elementWithAttributes(
  name: string,
  attributes: Readonly<Record<string, string>>,
  ...content: XmlContent[]
): XmlElement {
  return { name, attributes, children: flatten(content, []) };
}

/** A text element; undefined or null leaves the element out (optional elements). */
export function textElement(name: string, value: string | undefined | null): XmlElement | null {
  return value === undefined || value === null ? null : { name, text: value };
}

// Characters XML 1.0 cannot carry at all, not even as a character reference (C0 controls other than
// tab, line feed and carriage return; U+FFFE/U+FFFF; unpaired surrogates). A pasted control character
// must not make the whole document unreadable, and there is no way to keep it, so it is dropped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text content: &, < and > escaped; a carriage return kept as a reference (parsers turn a raw one into \n). */
export function escapeXmlText(text: string): string {
  return text
    .replace(NOT_XML_CHARACTERS, '')
    .replace(LONE_SURROGATES, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** Attribute values also escape the quote and keep tabs and line breaks (parsers would turn them into spaces). */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}

function renderAttributes(attributes: Readonly<Record<string, string>> | undefined): string {
  if (attributes === undefined) return '';
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`)
    .join('');
}

function renderElement(node: XmlElement, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth);
  const open = `${node.name}${renderAttributes(node.attributes)}`;
  const children = node.children ?? [];
  if (children.length > 0) {
    lines.push(`${indent}<${open}>`);
    for (const child of children) renderElement(child, depth + 1, lines);
    lines.push(`${indent}</${node.name}>`);
  } else if (node.text !== undefined && node.text !== '') {
    // Text sits right between the tags: indentation inside would become part of an xsd:string value.
    lines.push(`${indent}<${open}>${escapeXmlText(node.text)}</${node.name}>`);
  } else {
    lines.push(`${indent}<${open}/>`);
  }
}

/** The document: UTF-8 declaration, two-space indentation, a final line break. */
export function renderXmlDocument(root: XmlElement): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  renderElement(root, 0, lines);
  return `${lines.join('\n')}\n`;
}
