// Test-only: reads QR codes back without system binaries (no pdftoppm or zbar in CI). The rectangles
// are rasterised here and decoded by jsQR, an independent decoder, so a test proves that a phone would
// read the link rather than that our code agrees with itself.
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import type { QrRect } from './pdf-qr.ts';

/** Pixels per point: a 2.4 pt module becomes ~10 px, far above what jsQR needs. */
const SCALE = 4;
/** White border around the code, in pixels, so that the finder patterns stand on a light background. */
const BORDER = 40;

/** The text of the QR code the dark rectangles form, or null when they form none. */
export function scanQr(rects: readonly QrRect[]): string | null {
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const width = Math.ceil((Math.max(...rects.map((r) => r.x + r.width)) - left) * SCALE) + 2 * BORDER;
  const height = Math.ceil((Math.max(...rects.map((r) => r.y + r.height)) - top) * SCALE) + 2 * BORDER;
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  const px = (value: number, origin: number): number => Math.round((value - origin) * SCALE) + BORDER;
  for (const rect of rects) {
    for (let y = px(rect.y, top); y < px(rect.y + rect.height, top); y++) {
      for (let x = px(rect.x, left); x < px(rect.x + rect.width, left); x++) {
        const at = (y * width + x) * 4;
        rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
      }
    }
  }
  return jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const RECT_OP = new RegExp(`^(${NUMBER}) (${NUMBER}) (${NUMBER}) (${NUMBER}) re$`);
/** Painting operators that end a path without filling it the way `drawQr` does (stroke, fill+stroke, …). */
const OTHER_PAINT = /^(?:S|s|B\*?|b\*?|n|f\*|F)$/;

/**
 * Every path of rectangles filled with `f` in the PDF's content streams, as `drawQr` draws a code.
 * PDFKit flips the page once at its start (`1 0 0 -1 0 h cm`), so the numbers are the top-down
 * coordinates the renderer passed in. Table cells are stroked (`S`) or filled and stroked (`B`), so
 * they do not count.
 */
export function filledRectPaths(pdf: Buffer): QrRect[][] {
  const raw = pdf.toString('latin1');
  const paths: QrRect[][] = [];
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // Not a deflated stream: an image, or the word inside another stream's bytes.
    }
    let current: QrRect[] = [];
    for (const line of content.split('\n')) {
      const rect = RECT_OP.exec(line);
      if (rect !== null) {
        const [x, y, width, height] = rect.slice(1).map(Number) as [number, number, number, number];
        current.push({ x, y, width, height });
      } else if (line === 'f') {
        if (current.length > 0) paths.push(current);
        current = [];
      } else if (OTHER_PAINT.test(line)) {
        current = [];
      }
    }
  }
  return paths;
}
