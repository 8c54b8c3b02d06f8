import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KSEF_XML_LIMITS, xmlShapeProblem } from './xml-shape.ts';

const fixtures = join(import.meta.dirname, 'fixtures');
const nested = (levels: number) => `<?xml version="1.0"?>${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}`;
const wide = (count: number) => `<r>${'<b/>'.repeat(count)}</r>`;

describe('xmlShapeProblem', () => {
  it('passes every official FA(2) and FA(3) sample', () => {
    for (const folder of ['fa2', 'fa3']) {
      for (const name of readdirSync(join(fixtures, folder))) {
        const xml = readFileSync(join(fixtures, folder, name), 'utf8');
        expect(xmlShapeProblem(xml), `${folder}/${name}`).toBeNull();
      }
    }
  });

  it('refuses nesting past the limit, however deep, without recursion', () => {
    expect(xmlShapeProblem(nested(64))).toBeNull();
    expect(xmlShapeProblem(nested(65))).toEqual({ problem: 'too_deep', max: 64 });
    expect(xmlShapeProblem(nested(3_000))).toEqual({ problem: 'too_deep', max: 64 });
    expect(xmlShapeProblem(nested(1_000_000))).toEqual({ problem: 'too_deep', max: 64 });
  });

  it('refuses more elements than the limit, counting empty-element tags too', () => {
    expect(xmlShapeProblem(wide(KSEF_XML_LIMITS.maxElements - 1))).toBeNull();
    expect(xmlShapeProblem(wide(KSEF_XML_LIMITS.maxElements))).toEqual({
      problem: 'too_many_elements',
      max: KSEF_XML_LIMITS.maxElements,
    });
    expect(xmlShapeProblem(wide(650_000))).toMatchObject({ problem: 'too_many_elements' });
  });

  it('does not count what only looks like markup', () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "x">]><r a="1 > 0" b=\'<c>\'>' +
      '<!-- <x><x><x> --><![CDATA[<y><y><y>]]><?pi <z>?><d/></r>';
    expect(xmlShapeProblem(xml, { maxDepth: 1, maxElements: 2 })).toBeNull();
    expect(xmlShapeProblem(xml, { maxDepth: 1, maxElements: 1 })).toEqual({
      problem: 'too_many_elements',
      max: 1,
    });
  });

  it('leaves a broken document to the parser', () => {
    expect(xmlShapeProblem('')).toBeNull();
    expect(xmlShapeProblem('not xml')).toBeNull();
    expect(xmlShapeProblem('<a><b')).toBeNull();
    expect(xmlShapeProblem('</a></a><b>')).toBeNull();
  });
});
