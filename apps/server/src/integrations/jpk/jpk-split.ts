// Cuts a large JPK_V7M file into parts that each validate on their own core. The schema's registers are
// (SprzedazWiersz*, SprzedazCtrl, ZakupWiersz*, ZakupCtrl) with no identity constraints (no xsd:key or
// xsd:unique in any of the four XSDs), so the file is valid exactly when the header, the declaration,
// the control lines and every row are: each part carries the shared lines and its own share of rows.
// Only the writer's layout (one row per line) is cut; anything else is validated whole.

/** A run of the part's lines that come from the original file, starting at `original` (0-based). */
export interface PartSegment {
  readonly partStart: number;
  readonly original: number;
  readonly lines: number;
  /** Header, declaration and control lines, repeated in every part: their errors count once. */
  readonly shared: boolean;
}

export interface JpkPart {
  readonly bytes: Uint8Array;
  readonly segments: readonly PartSegment[];
}

const NEWLINE = 10;

function lineStarts(buffer: Buffer): number[] {
  const starts = [0];
  let at = buffer.indexOf(NEWLINE);
  while (at !== -1) {
    starts.push(at + 1);
    at = buffer.indexOf(NEWLINE, at + 1);
  }
  return starts;
}

export function splitJpkFile(bytes: Uint8Array, partCount: number): JpkPart[] | null {
  if (partCount < 2) return null;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const starts = lineStarts(buffer);
  const lineCount = starts.length;
  const endOf = (line: number) =>
    line + 1 < lineCount ? (starts[line + 1] ?? buffer.length) : buffer.length;
  const text = (line: number) => buffer.toString('utf8', starts[line] ?? 0, endOf(line)).trim();
  const isRow = (line: number, name: string) => {
    const value = text(line);
    return value.startsWith(`<${name}>`) && value.endsWith(`</${name}>`);
  };

  const findLine = (needle: string, from: number): number => {
    const at = buffer.indexOf(needle, starts[from] ?? 0);
    if (at === -1) return -1;
    let line = from;
    while (line + 1 < lineCount && (starts[line + 1] ?? Infinity) <= at) line++;
    return line;
  };
  const salesCtrl = findLine('<SprzedazCtrl', 0);
  if (salesCtrl === -1) return null;
  const purchaseCtrl = findLine('<ZakupCtrl', salesCtrl);
  if (purchaseCtrl === -1) return null;
  let salesFirst = salesCtrl;
  while (salesFirst > 0 && isRow(salesFirst - 1, 'SprzedazWiersz')) salesFirst--;
  let purchaseFirst = purchaseCtrl;
  while (purchaseFirst > salesCtrl + 1 && isRow(purchaseFirst - 1, 'ZakupWiersz')) purchaseFirst--;
  // A row anywhere else means a layout this cut does not understand.
  const before = buffer.subarray(0, starts[salesFirst] ?? 0);
  const between = buffer.subarray(starts[salesCtrl] ?? 0, starts[purchaseFirst] ?? 0);
  const after = buffer.subarray(starts[purchaseCtrl] ?? 0);
  if (before.includes('Wiersz>') || between.includes('Wiersz>') || after.includes('Wiersz>')) return null;

  const salesRows = salesCtrl - salesFirst;
  const purchaseRows = purchaseCtrl - purchaseFirst;
  const slice = (first: number, count: number, k: number) => {
    const from = first + Math.floor((count * k) / partCount);
    const to = first + Math.floor((count * (k + 1)) / partCount);
    return [from, to] as const;
  };
  const parts: JpkPart[] = [];
  for (let k = 0; k < partCount; k++) {
    const ranges: [number, number, boolean][] = [
      [0, salesFirst, true],
      [...slice(salesFirst, salesRows, k), false],
      [salesCtrl, purchaseFirst, true],
      [...slice(purchaseFirst, purchaseRows, k), false],
      [purchaseCtrl, lineCount, true],
    ];
    const pieces: Buffer[] = [];
    const segments: PartSegment[] = [];
    let partStart = 0;
    for (const [from, to, shared] of ranges) {
      if (to <= from) continue;
      pieces.push(
        buffer.subarray(starts[from] ?? 0, to >= lineCount ? buffer.length : (starts[to] ?? buffer.length)),
      );
      segments.push({ partStart, original: from, lines: to - from, shared });
      partStart += to - from;
    }
    parts.push({ bytes: Buffer.concat(pieces), segments });
  }
  return parts;
}

/** The original 1-based line of a part's 1-based line, or null when another part reports it. */
export function originalLine(part: JpkPart, partIndex: number, line: number): number | null {
  const zeroBased = line - 1;
  for (const segment of part.segments) {
    if (zeroBased >= segment.partStart && zeroBased < segment.partStart + segment.lines) {
      if (segment.shared && partIndex > 0) return null;
      return segment.original + (zeroBased - segment.partStart) + 1;
    }
  }
  // Past the last line (an error at end of input): the first part speaks for it.
  return partIndex === 0 ? line : null;
}
