import { describe, expect, it } from 'vitest';
import { unzip } from '../../test/unzip.ts';
import { toXlsx, type SheetColumn } from './spreadsheet.ts';

const columns: SheetColumn[] = [
  { header: 'Numer', width: 20, type: 'string' },
  { header: 'Data', type: 'date', format: 'dd.mm.yyyy' },
  { header: 'Brutto', type: 'number', format: '#,##0.00' },
];

async function readSheet(rows: Parameters<typeof toXlsx>[2], cols = columns) {
  const files = unzip(await toXlsx('Koszty', cols, rows));
  const xml = (name: string) => files.get(name) ?? '';
  return {
    sheet: xml('xl/worksheets/sheet1.xml'),
    strings: xml('xl/sharedStrings.xml'),
    styles: xml('xl/styles.xml'),
  };
}

describe('toXlsx', () => {
  it('writes a ZIP with the strings, numbers and dates of the rows', async () => {
    const buffer = await toXlsx('Koszty', columns, [['FV 1/2024', new Date(Date.UTC(2024, 0, 31)), 1234.5]]);
    expect(buffer.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    const files = unzip(buffer);
    expect(files.get('xl/workbook.xml')).toContain('name="Koszty"');
    const { sheet, strings, styles } = await readSheet([
      ['FV 1/2024', new Date(Date.UTC(2024, 0, 31)), 1234.5],
    ]);
    expect(strings).toContain('<t>FV 1/2024</t>');
    expect(sheet).toContain('<v>1234.5</v>');
    expect(sheet).toContain('<v>45322</v>'); // 2024-01-31 as an Excel serial day
    expect(styles).toContain('formatCode="#,##0.00"');
    expect(styles).toContain('formatCode="dd.mm.yyyy"');
    expect(styles).toMatch(/<b\s*\/>/);
    expect(sheet).toContain('width="20"');
  });

  it('never writes a formula and defuses text a spreadsheet would run', async () => {
    const attack = "=cmd|' /C calc'!A0";
    const { sheet, strings } = await readSheet(
      [[attack], ['@SUM(A1)'], ['+1+cmd'], ['\tx'], ['-12.5'], ['+48 600 100 200'], ['x</t><f>1+1</f> &']],
      [{ header: '=HYPERLINK("http://evil")' }],
    );
    expect(sheet).not.toMatch(/<f[\s>]/);
    expect(strings).toContain("<t>'=cmd|' /C calc'!A0</t>");
    expect(strings).toContain("<t>'@SUM(A1)</t>");
    expect(strings).toContain("<t>'+1+cmd</t>");
    expect(strings).toMatch(/<t[^>]*>'\tx<\/t>/);
    expect(strings).toContain('<t>-12.5</t>');
    expect(strings).toContain('<t>+48 600 100 200</t>');
    expect(strings).toContain(`<t>'=HYPERLINK("http://evil")</t>`);
    // Markup in a value is escaped, so it cannot smuggle a formula element into the XML either.
    expect(strings).toContain('<t>x&lt;/t&gt;&lt;f&gt;1+1&lt;/f&gt; &amp;</t>');
    // Every value cell is a shared string (t="s"), none a formula or number.
    expect(sheet.match(/<c [^>]*>/g)?.every((cell) => cell.includes('t="s"'))).toBe(true);
  });

  it('leaves empty cells empty and refuses values a file cannot hold', async () => {
    const { sheet } = await readSheet([[null, null, 1]]);
    expect(sheet).not.toContain('r="A2"');
    await expect(toXlsx('K', columns, [['x', null, Number.NaN]])).rejects.toThrow('row 1, column "Brutto"');
    await expect(toXlsx('K', columns, [[12, null, null]])).rejects.toThrow('expected a string, got a number');
    await expect(toXlsx('K', columns, [['x', new Date('nope'), null]])).rejects.toThrow('invalid date');
  });
});
