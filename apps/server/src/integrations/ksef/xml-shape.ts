// A cheap look at an XML document's shape before anything builds a tree of it. A file nested 3,000
// levels deep or holding 650,000 elements made the schema check and the parser fail outside their
// own error handling (a 500 for the whole import); measured first, such a file is refused alone.

/**
 * An FA(3) invoice is about 8 levels deep. KSeF takes invoices of at most 1 MB (3 MB with
 * attachments), and an element costs 10 bytes or more, so 100,000 leaves room for the largest real
 * one while keeping a parser's work bounded.
 */
export const KSEF_XML_LIMITS = { maxDepth: 64, maxElements: 100_000 } as const;

export interface XmlShapeLimits {
  maxDepth: number;
  maxElements: number;
}

export type XmlShapeProblem =
  { problem: 'too_deep'; max: number } | { problem: 'too_many_elements'; max: number };

const LT = 0x3c; // <
const GT = 0x3e; // >
const SLASH = 0x2f;
const QUOT = 0x22;
const APOS = 0x27;

/** Where the markup that starts at `start` ends (the index after it), or -1 when it never does. */
function skipPast(xml: string, start: number, end: string): number {
  const at = xml.indexOf(end, start);
  return at === -1 ? -1 : at + end.length;
}

/**
 * The first limit the document breaks, or null. Counts start tags (an empty-element tag counts as an
 * element, not as a level); comments, CDATA, processing instructions and the DOCTYPE are skipped, and
 * a '>' inside a quoted attribute value does not end its tag. It does not check well-formedness: that
 * is the parser's job, once the shape is known to be bounded. Linear in the length, no recursion.
 */
export function xmlShapeProblem(
  xml: string,
  limits: XmlShapeLimits = KSEF_XML_LIMITS,
): XmlShapeProblem | null {
  let depth = 0;
  let elements = 0;
  let i = xml.indexOf('<');
  while (i !== -1 && i < xml.length) {
    const next = xml.charCodeAt(i + 1);
    let after: number;
    if (next === SLASH) {
      depth = Math.max(0, depth - 1);
      after = skipPast(xml, i, '>');
    } else if (xml.startsWith('<!--', i)) {
      after = skipPast(xml, i + 4, '-->');
    } else if (xml.startsWith('<![CDATA[', i)) {
      after = skipPast(xml, i + 9, ']]>');
    } else if (xml.startsWith('<?', i)) {
      after = skipPast(xml, i + 2, '?>');
    } else if (xml.startsWith('<!', i)) {
      // A DOCTYPE with an internal subset ends at ']>'.
      const bracket = xml.indexOf('[', i);
      const close = xml.indexOf('>', i);
      after = bracket !== -1 && bracket < close ? skipPast(xml, bracket, ']>') : skipPast(xml, i, '>');
    } else {
      let j = i + 1;
      let quote = 0;
      for (; j < xml.length; j++) {
        const c = xml.charCodeAt(j);
        if (quote !== 0) {
          if (c === quote) quote = 0;
        } else if (c === QUOT || c === APOS) quote = c;
        else if (c === GT || c === LT) break;
      }
      if (j >= xml.length) return null;
      elements += 1;
      if (elements > limits.maxElements) return { problem: 'too_many_elements', max: limits.maxElements };
      if (xml.charCodeAt(j) === GT && xml.charCodeAt(j - 1) !== SLASH) {
        depth += 1;
        if (depth > limits.maxDepth) return { problem: 'too_deep', max: limits.maxDepth };
      }
      after = j + 1;
    }
    if (after === -1) return null;
    i = xml.indexOf('<', after);
  }
  return null;
}
