/**
 * WCAG 2.x contrast, computed in the browser from the theme's own colours (the colours page shows
 * each shade's ratio against the two page backgrounds). Pure: colours in, numbers out.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([\da-f]{3}|[\da-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/i;

/** '#4c6ef5', '#fff' or 'rgb(76, 110, 245)'; null for anything else or a colour that is not opaque. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return {
      r: parseInt(full.slice(0, 2), 16),
      g: parseInt(full.slice(2, 4), 16),
      b: parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = RGB.exec(text);
  if (rgb === null) return null;
  const alpha = rgb[4];
  // A see-through colour has no contrast of its own: it depends on what lies under it.
  if (alpha !== undefined && (alpha.endsWith('%') ? parseFloat(alpha) / 100 : parseFloat(alpha)) < 1)
    return null;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
  return r > 255 || g > 255 || b > 255 ? null : { r, g, b };
}

const channel = (value: number) => {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** AA: 4.5:1 for body text, 3:1 for large text (18.66 px bold or 24 px) only, else it fails. */
export type AaLevel = 'text' | 'large' | 'fail';

export function aaLevel(ratio: number): AaLevel {
  if (ratio >= 4.5) return 'text';
  if (ratio >= 3) return 'large';
  return 'fail';
}

/** A ratio as shown beside a swatch: rounded down, so a ratio shown as 4.5 really passes. */
export function formatRatio(ratio: number, locale: string): string {
  const floored = Math.floor(ratio * 100) / 100;
  return `${floored.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
}
