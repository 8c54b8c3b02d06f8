import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, unescapeFormula, writeCsv } from './csv.ts';

describe('writeCsv', () => {
  it('writes a BOM, ";" separators, CRLF lines and RFC 4180 quoting', () => {
    expect(writeCsv(['a', 'b'], [['x;y', 'say "hi"\nbye']])).toBe('\uFEFFa;b\r\n"x;y";"say ""hi""\nbye"\r\n');
  });

  it('defuses formulas but keeps phone numbers and negative numbers', () => {
    const [, row] = writeCsv(['v'], [['=1+1'], ['@SUM(A1)'], ['-2+3*cmd'], ['+48 600 100 200'], ['-12.5']])
      .slice(1)
      .split('\r\n', 2);
    expect(row).toBe("'=1+1");
    const text = writeCsv(['v'], [['+48 600 100 200'], ['-12.5'], ['-2+3*cmd']]);
    expect(text).toContain('\r\n+48 600 100 200\r\n-12.5\r\n');
    expect(text).toContain("'-2+3*cmd");
    expect(unescapeFormula("'=1+1")).toBe('=1+1');
    expect(unescapeFormula("'quoted")).toBe("'quoted");
  });
});

describe('parseCsv', () => {
  it('reads what writeCsv writes', () => {
    const rows = [
      ['name', 'notes'],
      ['Kowalski; Syn', 'line 1\r\nline "2"'],
      ['', 'x'],
    ];
    const parsed = parseCsv(writeCsv(rows[0] ?? [], rows.slice(1)));
    expect(parsed.map((record) => record.cells)).toEqual(rows);
    expect(parsed.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('detects a comma separator, accepts LF and skips blank lines', () => {
    expect(parseCsv('a,b\n\n1,"2,5"\n').map((record) => record.cells)).toEqual([
      ['a', 'b'],
      ['1', '2,5'],
    ]);
  });

  it('keeps a last line without a line end and refuses an unclosed quote', () => {
    expect(parseCsv('a;b\r\n1;2').map((record) => record.cells)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError);
  });
});
