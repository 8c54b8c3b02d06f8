// QR codes on the invoice PDF, drawn as vector rectangles: a raster image would blur when the PDF is
// scaled or printed, and a scanner needs sharp module edges. The symbol comes from `qrcode`; this file
// only decides where each dark module goes, in a pure function that the tests can check module by module.
import QRCode from 'qrcode';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** ISO/IEC 18004 asks for a light margin of four modules on every side; scanners rely on it. */
export const QR_QUIET_ZONE = 4;

export interface QrRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface QrLayout {
  /** Modules per side of the symbol itself, without the quiet zone. */
  readonly size: number;
  /** Row by row, true for a dark module. */
  readonly modules: readonly (readonly boolean[])[];
  readonly moduleSize: number;
  /** Side of the whole square, quiet zone included, in points. */
  readonly side: number;
  /**
   * The dark modules to fill. Horizontal runs are merged into one rectangle: adjacent squares drawn
   * separately leave hairline seams in anti-aliasing viewers, which can confuse a phone scanning a screen.
   */
  readonly rects: readonly QrRect[];
}

/**
 * The QR symbol of `text` (error correction level M, as the KSeF clients use: it survives a crease or a
 * smudge on paper while keeping a ~100-character link at version 6) placed with its quiet zone's top
 * left corner at (x, y).
 */
export function layoutQr(text: string, x: number, y: number, moduleSize: number): QrLayout {
  const symbol = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = symbol.modules.size;
  const modules = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => symbol.modules.get(row, col) === 1),
  );
  const origin = { x: x + QR_QUIET_ZONE * moduleSize, y: y + QR_QUIET_ZONE * moduleSize };
  const rects: QrRect[] = [];
  modules.forEach((cells, row) => {
    let col = 0;
    while (col < size) {
      if (!cells[col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && cells[col]) col++;
      rects.push({
        x: origin.x + start * moduleSize,
        y: origin.y + row * moduleSize,
        width: (col - start) * moduleSize,
        height: moduleSize,
      });
    }
  });
  return { size, modules, moduleSize, side: (size + 2 * QR_QUIET_ZONE) * moduleSize, rects };
}

/** Fills the dark modules in pure black (the best contrast for a scanner) as one path. */
export function drawQr(doc: Doc, layout: QrLayout): void {
  doc.save();
  for (const rect of layout.rects) doc.rect(rect.x, rect.y, rect.width, rect.height);
  doc.fill('#000000');
  doc.restore();
}
