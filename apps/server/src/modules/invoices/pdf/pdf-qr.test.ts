import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { layoutQr, QR_QUIET_ZONE, type QrLayout } from './pdf-qr.ts';
import { scanQr } from './pdf-qr.test-helpers.ts';

// A production KOD I link: the longest host, so the largest symbol an invoice gets.
const URL =
  'https://qr.ksef.mf.gov.pl/invoice/5252248481/03-11-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE';

/** The dark/light grid the rectangles paint, sampled at the centre of every module. */
function paintedModules(layout: QrLayout, x: number, y: number): boolean[][] {
  const origin = { x: x + QR_QUIET_ZONE * layout.moduleSize, y: y + QR_QUIET_ZONE * layout.moduleSize };
  return Array.from({ length: layout.size }, (_, row) =>
    Array.from({ length: layout.size }, (_, col) => {
      const cx = origin.x + (col + 0.5) * layout.moduleSize;
      const cy = origin.y + (row + 0.5) * layout.moduleSize;
      return layout.rects.some((r) => cx > r.x && cx < r.x + r.width && cy > r.y && cy < r.y + r.height);
    }),
  );
}

function referenceModules(text: string, level: QRCode.QRCodeErrorCorrectionLevel): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}

describe('layoutQr', () => {
  it('places exactly the modules of the level M symbol of the text', () => {
    const layout = layoutQr(URL, 100, 200, 2.4);
    const expected = referenceModules(URL, 'M');
    expect(layout.modules).toEqual(expected);
    expect(paintedModules(layout, 100, 200)).toEqual(expected);
    // The level matters: L would give a different (here smaller) symbol for the same link.
    expect(referenceModules(URL, 'L')).not.toEqual(expected);
    expect(layout.size).toBe(41); // version 6
  });

  it('keeps a quiet zone of four modules inside its square', () => {
    const layout = layoutQr(URL, 10, 20, 2);
    expect(layout.side).toBe((41 + 2 * QR_QUIET_ZONE) * 2);
    const quiet = QR_QUIET_ZONE * 2;
    for (const r of layout.rects) {
      expect(r.x).toBeGreaterThanOrEqual(10 + quiet);
      expect(r.y).toBeGreaterThanOrEqual(20 + quiet);
      expect(r.x + r.width).toBeLessThanOrEqual(10 + layout.side - quiet);
      expect(r.y + r.height).toBeLessThanOrEqual(20 + layout.side - quiet);
    }
    // The finder patterns reach the edges of the symbol, so the quiet zone is exactly four modules.
    expect(Math.min(...layout.rects.map((r) => r.x))).toBe(10 + quiet);
    expect(Math.min(...layout.rects.map((r) => r.y))).toBe(20 + quiet);
  });

  it('draws a code that an independent decoder reads back as the text', () => {
    expect(scanQr(layoutQr(URL, 0, 0, 2.4).rects)).toBe(URL);
    const test =
      'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect(scanQr(layoutQr(test, 37.5, 512.25, 2.2).rects)).toBe(test);
  });
});
