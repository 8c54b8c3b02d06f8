/**
 * Intl's formatters, one per language and options, made once and reused. Making one costs tens of
 * microseconds to a millisecond on a phone, and a list formats every date and amount of every row:
 * a fresh formatter per cell was 40 ms of the invoice list's first render at 4× CPU slowdown (issue
 * 18: total blocking time). A language's formatters live for the page's life; there are a handful.
 */
/** One `make(language, options)` per language and options, made on first use and kept. */
function oncePerLanguageAndOptions<Options extends object, Format>(
  make: (language: string, options?: Options) => Format,
): (language: string, options?: Options) => Format {
  const made = new Map<string, Format>();
  return (language, options) => {
    const key = `${language}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
    let format = made.get(key);
    if (format === undefined) {
      format = make(language, options);
      made.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat = oncePerLanguageAndOptions(
  (language: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options),
);

export const numberFormat = oncePerLanguageAndOptions(
  (language: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options),
);

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
