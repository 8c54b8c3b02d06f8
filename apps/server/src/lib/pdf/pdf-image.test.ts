import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { embeddableImage } from './pdf-image.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A chunk (the CRC is not checked by pdfkit, so it is left zero). */
function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
}

function png(
  { width = 2, height = 2, bits = 8, colorType = 6, interlace = 0 } = {},
  idat: Buffer = deflateSync(Buffer.alloc(height * (1 + width * 4))),
  extra: Buffer[] = [],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bits;
  header[9] = colorType;
  header[12] = interlace;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('embeddableImage', () => {
  it('takes a PNG with alpha, one without, and a JPEG with a frame header', () => {
    expect(embeddableImage(png())).toBe(true);
    expect(embeddableImage(png({ colorType: 2 }, deflateSync(Buffer.alloc(2 * (1 + 6)))))).toBe(true);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 3, 0, 0]);
    expect(embeddableImage(jpeg)).toBe(true);
  });

  it('refuses a truncated PNG (pdfkit throws) and a chunk longer than the file (png-js loops)', () => {
    expect(embeddableImage(Buffer.concat([SIGNATURE, Buffer.from([0, 0, 0, 13])]))).toBe(false);
    const long = png();
    long.writeUInt32BE(0xfffffff0, 8 + 25); // the IDAT length, after the signature and IHDR
    expect(embeddableImage(long)).toBe(false);
  });

  it('refuses a PNG whose pixels png-js would fail to decode, which used to end the process', () => {
    // With alpha pdfkit decodes the pixels; a bad zlib stream or filter byte threw in a zlib callback.
    expect(embeddableImage(png({}, Buffer.from('not a zlib stream')))).toBe(false);
    expect(embeddableImage(png({}, deflateSync(Buffer.alloc(2 * (1 + 8), 9))))).toBe(false);
    // Interlaced, 1 bit per pixel, 3 × 3: png-js allocates a fraction of a byte and throws.
    expect(embeddableImage(png({ width: 3, height: 3, bits: 1, colorType: 0, interlace: 1 }))).toBe(false);
    // A grey+alpha tRNS is not one png-js expects: it would lose its place among the chunks.
    expect(embeddableImage(png({}, undefined, [chunk('tRNS', Buffer.alloc(6))]))).toBe(false);
  });

  it('refuses what is neither PNG nor JPEG, and a JPEG without a frame', () => {
    expect(embeddableImage(Buffer.from('GIF89a-----'))).toBe(false);
    expect(embeddableImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toBe(false);
  });
});
