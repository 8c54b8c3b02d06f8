// The fonts embedded in the PDFs, prepared once per process. pdfkit, given a font file, reads and
// parses it for every document, then shapes every word and builds every subset from scratch; for an
// invoice that was ~75 % of the time. Here each file is parsed once with fontkit (the parser pdfkit
// itself uses), and what pdfkit then asks of the font for each document is answered from work done
// once: shaped words, and the glyphs' bytes for the subset (pdf-font-subset.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TrueTypeFile, type FontSubset } from './pdf-font-subset.ts';

/**
 * What is used here of a font parsed by fontkit. pdfkit 0.20's PDFFontFactory.open takes such an object
 * as it is (anything with a `layout` method) instead of parsing a file again; its EmbeddedFont then calls
 * `layout` for each word and `createSubset` once per document, and reads metrics.
 */
export interface ParsedFont {
  readonly characterSet: readonly number[];
  layout(text: string, features?: unknown): GlyphRun;
  getGlyph(glyphId: number): unknown;
  glyphForCodePoint(codePoint: number): unknown;
  createSubset(): unknown;
}

/** fontkit's shaping result, as far as pdfkit 0.20 reads it (EmbeddedFont.layoutRun and layout). */
export interface GlyphRun {
  /** fontkit's Glyph objects, which pdfkit only reads. */
  readonly glyphs: readonly unknown[];
  /** pdfkit scales these in place and adds `advanceWidth` to each, so every caller needs its own. */
  readonly positions: GlyphPosition[];
  /** The sum of the positions' xAdvance, read after pdfkit has scaled them. */
  readonly advanceWidth: number;
}

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface Fontkit {
  create(data: Uint8Array): unknown;
}

const isFontkit = (value: unknown): value is Fontkit =>
  typeof value === 'object' && value !== null && 'create' in value && typeof value.create === 'function';

const isParsedFont = (value: unknown): value is ParsedFont =>
  typeof value === 'object' &&
  value !== null &&
  'characterSet' in value &&
  Array.isArray(value.characterSet) &&
  'layout' in value &&
  typeof value.layout === 'function' &&
  'getGlyph' in value &&
  typeof value.getGlyph === 'function' &&
  'glyphForCodePoint' in value &&
  typeof value.glyphForCodePoint === 'function' &&
  'createSubset' in value &&
  typeof value.createSubset === 'function';

// Resolved at run time from node_modules: the server bundle keeps npm packages external, so a path
// relative to this source file would not exist in dist/.
const resolveFrom = createRequire(import.meta.url);

/**
 * fontkit as pdfkit resolves it (pdfkit's dependency, not the server's), so the Font is the version
 * pdfkit expects. This is its CommonJS build, loaded next to the ES module pdfkit imports (once, ~5 MB):
 * require() is synchronous, so registerFonts can stay so, and pdfkit only duck-types the Font.
 */
export function pdfkitFontkit(): Fontkit {
  const fontkit: unknown = createRequire(resolveFrom.resolve('pdfkit'))('fontkit');
  if (!isFontkit(fontkit)) throw new Error('pdfkit’s fontkit has no create()');
  return fontkit;
}

/** The bytes of a DejaVu font file. */
export function dejaVuFile(file: string): Buffer {
  return readFileSync(resolveFrom.resolve(`dejavu-fonts-ttf/ttf/${file}`));
}

/**
 * `compute()` through a cache of at most `limit` entries; when it is full, the entry added first goes.
 * Not least-recently-used on purpose: a hit only reads, where moving the entry to the end would cost a
 * delete and an insert on every word of every document.
 */
export function remembered<V>(cache: Map<string, V>, key: string, limit: number, compute: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute();
    if (cache.size >= limit) {
      const oldest = cache.keys().next();
      if (oldest.done !== true) cache.delete(oldest.value);
    }
    cache.set(key, value);
  }
  return value;
}

/**
 * fontkit keeps one Glyph object per glyph id for the life of a Font, and the code points of the text
 * that first produced it stay on it; pdfkit writes them into the ToUnicode map (what copying, search and
 * text extraction read). With one Font shared by every document, whichever invoice came first would decide
 * that for all later ones: a pasted "ﬁ" (U+FB01) would make every later "fi" ligature extract as "ﬁ", a
 * decomposed "i" + combining mark would make every later "ı" extract as "i". So every glyph the font maps
 * is created here, before any document, the same way each time: a compatibility ligature with the letters
 * it joins (what a reader expects to copy), every other glyph with its own code point. After that the
 * shared Font holds nothing a document changes: subsets (see subsetFromFile) and pdfkit's layout caches
 * are per document, and pdfkit does a document's font work synchronously (drawing, and subsetting in
 * doc.end()), so concurrent renders cannot interleave inside a Font.
 */
function settleGlyphs(font: ParsedFont): void {
  // .notdef first, with no code point, as pdfkit's EmbeddedFont asks for it.
  font.getGlyph(0);
  for (const codePoint of font.characterSet) {
    // NFKC, not NFKD: "ǅ" becomes D + the precomposed "ž", so "ž" itself is not given a combining caron.
    const letters = String.fromCodePoint(codePoint).normalize('NFKC');
    if ([...letters].length > 1) font.layout(letters);
  }
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
}

/** Words kept shaped per font; each takes a few hundred bytes. */
const SHAPED_WORDS_PER_FONT = 5000;

/**
 * pdfkit shapes text (fontkit's layout: ligatures, kerning) word by word and remembers a word only for
 * one document, so every invoice shaped the same labels, headers and amounts again. Shaping a word gives
 * the same glyphs and positions whatever document asks (the glyphs are settled above), so words are kept
 * shaped for the process, at most SHAPED_WORDS_PER_FONT of them; each caller gets its own copy of the
 * positions (fontkit's GlyphPosition has just these four numbers), which pdfkit changes.
 */
function cacheShaping(font: ParsedFont): void {
  const shape = font.layout.bind(font);
  const shaped = new Map<string, GlyphRun>();
  const layout = (text: string, features?: unknown): GlyphRun => {
    // Features (none in these documents) change the result; such text is shaped every time.
    if (features !== undefined) return shape(text, features);
    const run = remembered(shaped, text, SHAPED_WORDS_PER_FONT, () => shape(text));
    const positions = run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
      xAdvance,
      yAdvance,
      xOffset,
      yOffset,
    }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        let width = 0;
        for (const position of positions) width += position.xAdvance;
        return width;
      },
    };
  };
  Object.defineProperty(font, 'layout', { value: layout });
}

/**
 * Subsets from TrueTypeFile, which writes the same file as fontkit's own subsetter from bytes read once;
 * each document still gets a subset of its own.
 */
function subsetFromFile(font: ParsedFont, file: Uint8Array): void {
  const tables = new TrueTypeFile(file);
  const createSubset = (): FontSubset => tables.createSubset();
  Object.defineProperty(font, 'createSubset', { value: createSubset });
}

const fonts = new Map<string, ParsedFont>();

/** The DejaVu font `file` (e.g. 'DejaVuSans.ttf'), parsed and prepared on first use. */
export function parsedFont(file: string): ParsedFont {
  let font = fonts.get(file);
  if (font === undefined) {
    const data = dejaVuFile(file);
    const parsed = pdfkitFontkit().create(data);
    if (!isParsedFont(parsed)) throw new Error(`fontkit did not read ${file} as a single font`);
    font = parsed;
    settleGlyphs(font);
    cacheShaping(font);
    subsetFromFile(font, data);
    fonts.set(file, font);
  }
  return font;
}
