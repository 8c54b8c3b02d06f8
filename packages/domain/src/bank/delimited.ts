/**
 * Reads delimited text (RFC 4180 quoting, CR LF or LF) into rows of cells. The delimiter is guessed
 * from the first lines when not given: Polish banks use ';' because ',' is the decimal separator.
 */
export function readDelimited(text: string, delimiter?: string): string[][] {
  const sep = delimiter ?? guessDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

function guessDelimiter(text: string): string {
  const sample = text.split(/\r?\n/).slice(0, 40).join('\n');
  const counts = [';', '\t', ','].map((sep) => [sep, sample.split(sep).length] as const);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ';';
}
