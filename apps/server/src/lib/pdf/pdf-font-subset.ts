// The font subsets embedded in the PDFs: only the glyphs a document uses, renumbered from 0. pdfkit has
// fontkit's TTFSubset write them, which decodes every glyph's outline and re-encodes the font's tables
// field by field for every document: a third of what a document cost once the fonts were parsed only
// once. This writes the same file, byte for byte (pdf-font-subset.test.ts compares the two), from the
// font file's tables as they are, reading each glyph's bytes and metrics once per process.

/** What pdfkit 0.20's EmbeddedFont does with a subset: `includeGlyph` while encoding text, `encode` to embed. */
export interface FontSubset {
  /** The glyph's number in the subset, adding it on first use. */
  includeGlyph(glyphId: number): number;
  /** The subset as a TrueType file. */
  encode(): Uint8Array;
}

interface Glyph {
  /** The glyph's bytes in the glyf table: a view of the font file, never written to. */
  readonly data: Uint8Array;
  /** Where a composite glyph names its components (each a uint16 glyph id), to be renumbered. */
  readonly componentIds: readonly number[];
  readonly advance: number;
  readonly bearing: number;
}

/** The tables fontkit's TTFSubset writes, in its order, with the length it gives the fixed-size ones. */
const SUBSET_TABLES = ['head', 'hhea', 'loca', 'maxp', 'cvt ', 'prep', 'glyf', 'hmtx', 'fpgm'] as const;
type SubsetTable = (typeof SUBSET_TABLES)[number];
const FIXED_LENGTH = { head: 54, hhea: 36, maxp: 32 } as const;

// Composite glyph flags (OpenType glyf table).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

const view = (bytes: Uint8Array): DataView => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A TrueType (glyf) font file, read for subsetting; shared by every document, and never changed after reading. */
export class TrueTypeFile {
  private readonly tables = new Map<string, Uint8Array>();
  private readonly locaOffsets: readonly number[];
  private readonly longLoca: boolean;
  private readonly numberOfMetrics: number;
  /** Glyphs read so far; each is read once and then only copied from. */
  private readonly glyphs = new Map<number, Glyph>();

  constructor(file: Uint8Array) {
    const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    const dir = view(bytes);
    const numTables = dir.getUint16(4);
    for (let i = 0; i < numTables; i++) {
      const entry = 12 + 16 * i;
      const tag = String.fromCharCode(...bytes.subarray(entry, entry + 4));
      const offset = dir.getUint32(entry + 8);
      const length = dir.getUint32(entry + 12);
      if (offset + length > bytes.length) throw new Error(`The font's ${tag} table lies outside the file`);
      this.tables.set(tag, bytes.subarray(offset, offset + length));
    }
    for (const [tag, length] of Object.entries(FIXED_LENGTH)) {
      if ((this.tables.get(tag)?.length ?? 0) < length)
        throw new Error(`The font has no complete ${tag} table`);
    }
    const loca = this.table('loca');
    if (!this.tables.has('glyf') || loca.length === 0) throw new Error('Not a TrueType font: no glyf table');
    this.longLoca = view(this.table('head')).getInt16(50) === 1;
    const locaView = view(loca);
    this.locaOffsets = this.longLoca
      ? Array.from({ length: loca.length / 4 }, (_, i) => locaView.getUint32(4 * i))
      : Array.from({ length: loca.length / 2 }, (_, i) => 2 * locaView.getUint16(2 * i));
    this.numberOfMetrics = view(this.table('hhea')).getUint16(34);
  }

  createSubset(): FontSubset {
    return new TrueTypeSubset(this);
  }

  table(tag: string): Uint8Array {
    return this.tables.get(tag) ?? new Uint8Array(0);
  }

  has(tag: string): boolean {
    return this.tables.has(tag);
  }

  get locaIsLong(): boolean {
    return this.longLoca;
  }

  glyph(id: number): Glyph {
    let glyph = this.glyphs.get(id);
    if (glyph === undefined) {
      glyph = this.readGlyph(id);
      this.glyphs.set(id, glyph);
    }
    return glyph;
  }

  private readGlyph(id: number): Glyph {
    const start = this.locaOffsets[id];
    const end = this.locaOffsets[id + 1];
    const glyf = this.table('glyf');
    if (start === undefined || end === undefined || start > end || end > glyf.length) {
      throw new Error(`The font has no glyph ${id}`);
    }
    const data = glyf.subarray(start, end);
    // hmtx: advance and bearing pairs for the first numberOfMetrics glyphs; after them, bearings only,
    // with the last pair's advance.
    const hmtx = view(this.table('hmtx'));
    const pair = Math.min(id, this.numberOfMetrics - 1);
    const advance = hmtx.getUint16(4 * pair);
    const bearing =
      id < this.numberOfMetrics
        ? hmtx.getInt16(4 * id + 2)
        : 4 * this.numberOfMetrics + 2 * (id - this.numberOfMetrics) + 2 <= hmtx.byteLength
          ? hmtx.getInt16(4 * this.numberOfMetrics + 2 * (id - this.numberOfMetrics))
          : 0;
    return { data, componentIds: componentIdPositions(data), advance, bearing };
  }
}

/** Where a composite glyph's component glyph ids are; none for a simple or empty glyph. */
function componentIdPositions(data: Uint8Array): number[] {
  const positions: number[] = [];
  if (data.length < 10) return positions;
  const glyph = view(data);
  if (glyph.getInt16(0) >= 0) return positions;
  let pos = 10;
  let flags = MORE_COMPONENTS;
  while (flags & MORE_COMPONENTS) {
    flags = glyph.getUint16(pos);
    positions.push(pos + 2);
    pos += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) pos += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) pos += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) pos += 8;
  }
  return positions;
}

/** One document's subset: glyph 0 (.notdef) first, then glyphs in the order the document uses them. */
class TrueTypeSubset implements FontSubset {
  private readonly glyphs: number[] = [];
  private readonly mapping = new Map<number, number>();

  constructor(private readonly font: TrueTypeFile) {
    this.includeGlyph(0);
  }

  includeGlyph(glyphId: number): number {
    let id = this.mapping.get(glyphId);
    if (id === undefined) {
      id = this.glyphs.push(glyphId) - 1;
      this.mapping.set(glyphId, id);
    }
    return id;
  }

  encode(): Uint8Array {
    const glyf: Uint8Array[] = [];
    const metrics: Glyph[] = [];
    const loca: number[] = [];
    let offset = 0;
    // Components join the list while it is walked, so they are written after the glyphs using them.
    for (let i = 0; i < this.glyphs.length; i++) {
      const glyph = this.font.glyph(this.glyphs[i] ?? 0);
      let data = glyph.data;
      if (glyph.componentIds.length > 0) {
        data = data.slice();
        const ids = view(data);
        for (const pos of glyph.componentIds) ids.setUint16(pos, this.includeGlyph(ids.getUint16(pos)));
      }
      glyf.push(data);
      metrics.push(glyph);
      loca.push(offset);
      offset += data.length;
    }
    loca.push(offset);

    const longLoca = this.font.locaIsLong;
    const locaTable = new Uint8Array(loca.length * (longLoca ? 4 : 2));
    const locaView = view(locaTable);
    loca.forEach((value, i) =>
      longLoca ? locaView.setUint32(4 * i, value) : locaView.setUint16(2 * i, value >>> 1),
    );
    const glyfTable = new Uint8Array(offset);
    let at = 0;
    for (const data of glyf) {
      glyfTable.set(data, at);
      at += data.length;
    }
    const hmtx = new Uint8Array(4 * metrics.length);
    const hmtxView = view(hmtx);
    metrics.forEach((glyph, i) => {
      hmtxView.setUint16(4 * i, glyph.advance);
      hmtxView.setInt16(4 * i + 2, glyph.bearing);
    });
    // head, hhea and maxp as they are in the font (fontkit re-encodes the same fields), with the subset's
    // counts; head keeps its loca format, which the subset keeps too.
    const hhea = this.font.table('hhea').slice(0, FIXED_LENGTH.hhea);
    view(hhea).setUint16(34, metrics.length);
    const maxp = this.font.table('maxp').slice(0, FIXED_LENGTH.maxp);
    view(maxp).setUint16(4, glyf.length);
    const written: Partial<Record<SubsetTable, Uint8Array>> = {
      head: this.font.table('head').subarray(0, FIXED_LENGTH.head),
      hhea,
      loca: locaTable,
      maxp,
      glyf: glyfTable,
      hmtx,
    };
    const tables = new Map<string, Uint8Array>();
    for (const tag of SUBSET_TABLES) {
      const table = written[tag] ?? this.font.table(tag);
      // The rest (hinting: cvt, prep, fpgm) as they are, when the font has them; fontkit reads cvt as
      // whole 16-bit values, dropping an odd last byte.
      if (written[tag] !== undefined || this.font.has(tag)) {
        tables.set(tag, tag === 'cvt ' ? table.subarray(0, table.length & ~1) : table);
      }
    }
    return writeFontFile(tables);
  }
}

/**
 * A font file holding `tables` in the map's order (tables, as the OpenType spec wants them, would be
 * sorted by tag and 4-byte aligned with checksums; fontkit writes them in its own order, unaligned, with
 * zero checksums, and PDF readers take it, so the same is written here).
 */
function writeFontFile(tables: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const numTables = tables.size;
  const headerLength = 12 + 16 * numTables;
  let length = headerLength;
  for (const table of tables.values()) length += table.length;
  const file = new Uint8Array(length);
  const out = view(file);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  file.set([0x74, 0x72, 0x75, 0x65]); // 'true', as fontkit tags its TrueType subsets
  out.setUint16(4, numTables);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * 16 - searchRange);
  let entry = 12;
  let offset = headerLength;
  for (const [tag, table] of tables) {
    for (let i = 0; i < 4; i++) out.setUint8(entry + i, tag.charCodeAt(i));
    out.setUint32(entry + 4, 0);
    out.setUint32(entry + 8, offset);
    out.setUint32(entry + 12, table.length);
    file.set(table, offset);
    entry += 16;
    offset += table.length;
  }
  return file;
}
