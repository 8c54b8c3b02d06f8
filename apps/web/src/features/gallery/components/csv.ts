/**
 * A CSV file of what the grid shows. A cell starting with = + - @ (or a tab or carriage return) is
 * written with a leading apostrophe, so a spreadsheet never runs a contractor's name as a formula.
 */
export function toCsv(header: string[], rows: string[][]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  // A byte-order mark, so Excel reads Polish letters as UTF-8.
  return `\uFEFF${[header, ...rows].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
