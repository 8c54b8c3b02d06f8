import { describe, expect, it } from 'vitest';
import {
  element,
  elementWithAttributes,
  escapeXmlAttribute,
  escapeXmlText,
  renderXmlDocument,
  textElement,
} from './xml-writer.ts';

describe('XML writer', () => {
  it('escapes the three characters text content needs escaped', () => {
    expect(escapeXmlText('A & B <C> "d" \'e\'')).toBe('A &amp; B &lt;C&gt; "d" \'e\'');
    expect(escapeXmlText('&amp;')).toBe('&amp;amp;');
  });

  it('keeps tabs and line feeds in text, and a carriage return as a reference', () => {
    expect(escapeXmlText('a\tb\nc\r\nd')).toBe('a\tb\nc&#13;\nd');
  });

  it('drops characters XML 1.0 cannot carry, keeps every other Unicode character', () => {
    expect(escapeXmlText('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf')).toBe('abcdef');
    expect(escapeXmlText('x\uD800y\uDC00z')).toBe('xyz');
    expect(escapeXmlText('Łódź – 😀 € ß')).toBe('Łódź – 😀 € ß');
  });

  it('escapes quotes and whitespace in attribute values', () => {
    expect(escapeXmlAttribute('a"b&c\td\ne')).toBe('a&quot;b&amp;c&#9;d&#10;e');
  });

  it('leaves out absent optional content and flattens lists', () => {
    const root = element('a', null, undefined, false, [textElement('b', '1'), [textElement('c', null)]]);
    expect(root.children?.map((child) => child.name)).toEqual(['b']);
  });

  it('renders an indented document; text stays between its tags; empty elements self-close', () => {
    const root = elementWithAttributes(
      'Root',
      { xmlns: 'urn:x', note: 'a"b' },
      element('Empty'),
      textElement('Blank', ''),
      element('Outer', textElement('Inner', '  spaced  ')),
    );
    expect(renderXmlDocument(root)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<Root xmlns="urn:x" note="a&quot;b">',
        '  <Empty/>',
        '  <Blank/>',
        '  <Outer>',
        '    <Inner>  spaced  </Inner>',
        '  </Outer>',
        '</Root>',
        '',
      ].join('\n'),
    );
  });
});
