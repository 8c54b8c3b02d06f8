import { inflateSync } from 'node:zlib';

// Whether pdfkit can put an image (the company logo) on a page without failing. pdfkit reads PNGs
// with png-js, which trusts the file: a truncated one throws, a chunk length past the end makes it
// loop, and for a PNG it has to decode (alpha, palette transparency, interlacing) a bad zlib stream,
// an unknown filter byte or an odd pixel size throws inside a zlib callback, which ends the whole
// process. So an image is checked here, the way png-js will walk it, before pdfkit sees it.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Channels of each PNG colour type (as png-js counts them) and the bit depths the format allows. */
const PNG_COLOR_TYPES: Readonly<Record<number, { channels: number; bits: readonly number[] }>> = {
  0: { channels: 1, bits: [1, 2, 4, 8, 16] },
  2: { channels: 3, bits: [8, 16] },
  3: { channels: 1, bits: [1, 2, 4, 8] },
  4: { channels: 2, bits: [8, 16] },
  6: { channels: 4, bits: [8, 16] },
};
/** The most pixel data png-js may be asked to decode: a 4 096 × 4 096 RGBA logo. */
const MAX_PIXEL_BYTES = 4096 * 4096 * 4;
/** Adam7: x0, y0, dx, dy of the seven passes, as png-js walks them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
/** pdfkit's JPEG start-of-frame markers. */
const JPEG_FRAMES = [
  0xffc0, 0xffc1, 0xffc2, 0xffc3, 0xffc5, 0xffc6, 0xffc7, 0xffc8, 0xffc9, 0xffca, 0xffcb, 0xffcc, 0xffcd,
  0xffce, 0xffcf,
];

interface Png {
  width: number;
  height: number;
  bits: number;
  colorType: number;
  interlaced: boolean;
  paletteTransparency: boolean;
  data: Buffer;
}

/** The PNG's header and image data, when every chunk lies within the file and png-js reads it as written. */
function readPng(file: Buffer): Png | null {
  if (file.length < 8 || PNG_SIGNATURE.some((byte, i) => file[i] !== byte)) return null;
  let header: Omit<Png, 'paletteTransparency' | 'data'> | null = null;
  let paletteTransparency = false;
  const data: Buffer[] = [];
  for (let pos = 8; pos + 12 <= file.length;) {
    const length = file.readUInt32BE(pos);
    const type = file.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > file.length) return null;
    const body = file.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR') {
      // png-js reads 13 bytes whatever the length says; any other length would put it off the chunks.
      if (length !== 13) return null;
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bits: body[8] ?? 0,
        colorType: body[9] ?? -1,
        interlaced: body[12] === 1,
      };
    } else if (header === null) return null;
    else if (type === 'IDAT') data.push(body);
    // png-js skips a tRNS it does not expect (grey or colour with alpha) without moving past it.
    else if (type === 'tRNS') {
      if (header.colorType !== 0 && header.colorType !== 2 && header.colorType !== 3) return null;
      paletteTransparency = header.colorType === 3;
    } else if (type === 'IEND') return { ...header, paletteTransparency, data: Buffer.concat(data) };
    pos = end;
  }
  return null;
}

/** Whether png-js can decode the pixels: its allocations are whole, the zlib stream and filters valid. */
function decodable(png: Png, channels: number): boolean {
  const { width, height } = png;
  const pixelBytes = (png.bits * channels) / 8;
  const size = width * height * pixelBytes;
  if (!Number.isInteger(size) || size > MAX_PIXEL_BYTES) return false;
  let pixels: Buffer;
  try {
    pixels = inflateSync(png.data, { maxOutputLength: MAX_PIXEL_BYTES * 2 });
  } catch {
    return false;
  }
  let pos = 0;
  for (const [x0, y0, dx, dy] of png.interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const)) {
    const rowLength = pixelBytes * Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (png.interlaced && !Number.isInteger(rowLength * rows)) return false;
    for (let row = 0; row < rows && pos < pixels.length; row++) {
      if ((pixels[pos] ?? 0) > 4) return false;
      pos += 1 + Math.max(0, Math.ceil(rowLength));
    }
  }
  return true;
}

function embeddablePng(file: Buffer): boolean {
  const png = readPng(file);
  if (png === null || png.width === 0 || png.height === 0) return false;
  const colorType = PNG_COLOR_TYPES[png.colorType];
  if (!colorType?.bits.includes(png.bits)) return false;
  // pdfkit hands the zlib stream over as it is, unless it needs the pixels.
  const decodes = png.colorType === 4 || png.colorType === 6 || png.paletteTransparency || png.interlaced;
  return !decodes || decodable(png, colorType.channels);
}

/** pdfkit's JPEG reading: markers from the start of the file up to a frame header. */
function embeddableJpeg(file: Buffer): boolean {
  if (file.length < 4 || file.readUInt16BE(0) !== 0xffd8) return false;
  let pos = 2;
  while (pos + 1 < file.length) {
    while (pos < file.length && file[pos] !== 0xff) pos++;
    if (pos + 1 >= file.length) return false;
    const marker = file.readUInt16BE(pos);
    pos += 2;
    if (JPEG_FRAMES.includes(marker)) return pos + 8 <= file.length;
    if (pos + 1 >= file.length) return false;
    pos += file.readUInt16BE(pos);
  }
  return false;
}

/** Whether the PNG or JPEG can be drawn into a PDF (see above); anything else cannot. */
export function embeddableImage(file: Buffer): boolean {
  return embeddablePng(file) || embeddableJpeg(file);
}
