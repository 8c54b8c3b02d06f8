import { describe, expect, it } from 'vitest';
import { aaLevel, contrastRatio, formatRatio, luminance, parseColor, type Rgb } from './contrast.ts';

const color = (value: string): Rgb => {
  const parsed = parseColor(value);
  if (parsed === null) throw new Error(`not a colour: ${value}`);
  return parsed;
};

describe('contrast', () => {
  it('reads the colour notations the theme and the browser give', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('#4C6EF5')).toEqual({ r: 76, g: 110, b: 245 });
    expect(parseColor('rgb(36, 36, 36)')).toEqual({ r: 36, g: 36, b: 36 });
    expect(parseColor('rgba(36, 36, 36, 1)')).toEqual({ r: 36, g: 36, b: 36 });
    expect(parseColor('rgb(36 36 36 / 100%)')).toEqual({ r: 36, g: 36, b: 36 });
    expect(parseColor('rgba(76, 110, 245, 0.1)')).toBeNull();
    expect(parseColor('var(--mantine-color-indigo-7)')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
  });

  it('gives the WCAG ratios: 21:1 for black on white, 1:1 for a colour on itself', () => {
    expect(luminance(color('#000'))).toBe(0);
    expect(luminance(color('#fff'))).toBeCloseTo(1, 10);
    expect(contrastRatio(color('#000'), color('#fff'))).toBeCloseTo(21, 10);
    expect(contrastRatio(color('#fff'), color('#000'))).toBeCloseTo(21, 10);
    expect(contrastRatio(color('#4c6ef5'), color('#4c6ef5'))).toBe(1);
  });

  it('agrees with the figures the theme was tuned with', () => {
    // theme.ts: Mantine's dimmed grey #868e96 is 3.3:1 on white, the app's #666d75 5.2:1.
    expect(contrastRatio(color('#868e96'), color('#fff'))).toBeCloseTo(3.32, 2);
    expect(contrastRatio(color('#666d75'), color('#fff'))).toBeCloseTo(5.24, 2);
    // indigo.7 (#4263eb), the light skin's primary shade, gives white text 5:1 (indigo.6 only 4.3).
    expect(contrastRatio(color('#4263eb'), color('#fff'))).toBeCloseTo(5.0, 1);
    expect(contrastRatio(color('#4c6ef5'), color('#fff'))).toBeLessThan(4.5);
  });

  it('marks AA for text, for large text only, or a failure, never rounding up to a pass', () => {
    expect(aaLevel(4.5)).toBe('text');
    expect(aaLevel(4.49)).toBe('large');
    expect(aaLevel(3)).toBe('large');
    expect(aaLevel(2.99)).toBe('fail');
    expect(formatRatio(4.4999, 'en')).toBe('4.49:1');
    expect(formatRatio(21, 'pl')).toBe('21,00:1');
  });
});
