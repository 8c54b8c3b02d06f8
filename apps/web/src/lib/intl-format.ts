/**
 * Intl's formatters, one per language and options, made once and reused. Making one costs tens of
 * microseconds to a millisecond on a phone, and a list formats every date and amount of every row:
 * a fresh formatter per cell was 40 ms of the invoice list's first render at 4× CPU slowdown (issue
 * 18: total blocking time). A language's formatters live for the page's life; there are a handful.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (language: string, options: object | undefined): string =>
  `${language}\u0000${options === undefined ? '' : JSON.stringify(options)}`;

export function dateTimeFormat(language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(language, options);
  let format = dateTimeFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(language, options);
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

let preparedFor: string | null = null;

/**
 * Makes a date formatter of `language` in an idle moment, ahead of the first date a page shows. A
 * page's first date formatter loads ICU's date data: 35 to 70 ms at 4× CPU slowdown, which the CPU
 * profiles found inside the render of the dashboard and of the invoice list's rows (issue 18). The
 * start-up calls it while the page's code downloads, and a table while its rows load.
 */
export function prepareDateFormat(language: string): void {
  if (preparedFor === language) return;
  preparedFor = language;
  const prepare = () => void dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(prepare, { timeout: 1_000 });
  else setTimeout(prepare, 0);
}
