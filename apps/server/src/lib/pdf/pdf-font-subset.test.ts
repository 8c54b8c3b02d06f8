import { describe, expect, it } from 'vitest';
import { TrueTypeFile } from './pdf-font-subset.ts';
import { dejaVuFile, pdfkitFontkit } from './pdf-fonts.ts';

// TrueTypeFile replaces fontkit's TTFSubset for the embedded fonts; it must write the very same file.

interface FontkitSubset {
  includeGlyph(glyphId: number): number;
  encode(): Uint8Array;
}

interface FontkitFont {
  readonly numGlyphs: number;
  createSubset(): FontkitSubset;
  layout(text: string): { readonly glyphs: readonly { readonly id: number }[] };
}

const isFontkitFont = (value: unknown): value is FontkitFont =>
  typeof value === 'object' &&
  value !== null &&
  'numGlyphs' in value &&
  typeof value.numGlyphs === 'number' &&
  'createSubset' in value &&
  typeof value.createSubset === 'function' &&
  'layout' in value &&
  typeof value.layout === 'function';

const FILES = [
  'DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf',
  'DejaVuSansCondensed.ttf',
  'DejaVuSansCondensed-Bold.ttf',
];

/** Both subsets of `glyphIds`, included in that order, as fontkit and as TrueTypeFile write them. */
function bothSubsets(file: string, glyphIds: readonly number[]): { fontkit: Uint8Array; ours: Uint8Array } {
  const data = dejaVuFile(file);
  const font = pdfkitFontkit().create(data);
  if (!isFontkitFont(font)) throw new Error(`fontkit did not read ${file}`);
  const reference = font.createSubset();
  const subset = new TrueTypeFile(data).createSubset();
  for (const id of glyphIds) expect(subset.includeGlyph(id)).toBe(reference.includeGlyph(id));
  return { fontkit: reference.encode(), ours: subset.encode() };
}

function glyphsOf(file: string, text: string): number[] {
  const font = pdfkitFontkit().create(dejaVuFile(file));
  if (!isFontkitFont(font)) throw new Error(`fontkit did not read ${file}`);
  return font.layout(text).glyphs.map((glyph) => glyph.id);
}

/** A fixed pseudo-random sequence (mulberry32), so a failure can be reproduced. */
function randomIds(seed: number, count: number, below: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % below;
  });
}

describe('TrueTypeFile subsets', () => {
  it.each(FILES)('writes what fontkit writes for invoice text (%s)', (file) => {
    // Polish letters (several are composite glyphs), ligatures, digits and punctuation.
    const text =
      'Faktura VAT nr FV/12/11/2026 – Zażółć gęślą jaźń; ZAŻÓŁĆ GĘŚLĄ JAŹŃ. ﬁ fi ffl € 1 234,56 zł (23%) „x”';
    const { fontkit, ours } = bothSubsets(file, glyphsOf(file, text));
    expect(Buffer.from(ours).equals(Buffer.from(fontkit))).toBe(true);
  });

  it.each(FILES)('writes what fontkit writes for glyphs from the whole font (%s)', (file) => {
    const font = pdfkitFontkit().create(dejaVuFile(file));
    if (!isFontkitFont(font)) throw new Error(`fontkit did not read ${file}`);
    // The last glyphs too: past hhea's numberOfMetrics, hmtx holds only their bearings.
    const ids = [...randomIds(FILES.indexOf(file) + 1, 600, font.numGlyphs), font.numGlyphs - 1, 1, 0];
    const { fontkit, ours } = bothSubsets(file, ids);
    expect(Buffer.from(ours).equals(Buffer.from(fontkit))).toBe(true);
  });

  it('never writes into the font file it reads from', () => {
    const data = dejaVuFile('DejaVuSans.ttf');
    const before = Buffer.from(data);
    const tables = new TrueTypeFile(data);
    const ids = glyphsOf('DejaVuSans.ttf', 'ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż');
    for (let round = 0; round < 2; round++) {
      const subset = tables.createSubset();
      // Reversed in the second round, so composite glyphs are renumbered differently.
      for (const id of round === 0 ? ids : [...ids].reverse()) subset.includeGlyph(id);
      subset.encode();
    }
    expect(data.equals(before)).toBe(true);
  });
});
