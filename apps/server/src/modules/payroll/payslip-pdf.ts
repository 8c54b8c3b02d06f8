// The payslip (pasek wynagrodzenia) of one entry: A4, the invoice PDF's fonts and tables, in the worker's
// language (Polish by default), every line of the month's computation, and encrypted with the worker's
// password when there is one.
import type { PayrollEntryTerms } from '@saldo/contracts/payroll-lists';
import type { PayslipLanguage } from '@saldo/contracts/workers';
import type { PayrollMonthResult } from '@saldo/domain/payroll/payroll-types';
import PDFDocument from 'pdfkit';
import {
  COLOR,
  DOCUMENT_FONT_OPTIONS,
  drawFooters,
  drawTable,
  FONT,
  PageFlow,
  registerFonts,
  type TableRow,
} from '../../lib/pdf/pdf-layout.ts';
import { payslipWords, type PayslipWords } from './payslip-words.ts';

export interface PayslipData {
  employer: { name: string; nip: string; address: string };
  workerName: string;
  month: string;
  kind: 'regular' | 'correction';
  terms: PayrollEntryTerms;
  lines: PayrollMonthResult;
  /** The components of the gross: base pay and bonus. */
  base: number;
  bonus: number;
}

export function payslipFileName(workerName: string, month: string): string {
  const ascii = workerName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `pasek-${month}-${ascii || 'pracownik'}.pdf`;
}

type Row = (key: string, amount: number, bold?: boolean) => TableRow;

function rowsIn(words: PayslipWords): Row {
  return (key, amount, bold = false) => ({ cells: [words.text(`rows.${key}`), words.money(amount)], bold });
}

function employeeRows(data: PayslipData, row: Row): TableRow[] {
  const l = data.lines;
  const rows: TableRow[] = [row('base', data.base)];
  if (data.bonus > 0) rows.push(row('bonus', data.bonus));
  rows.push(
    row('gross', l.gross, true),
    row('pension', l.employee.pension),
    row('disability', l.employee.disability),
    row('sickness', l.employee.sickness),
    row('socialTotal', l.employee.total, true),
    row('healthBase', l.healthBase),
    row('health', l.health),
    row('costs', l.deductibleCosts),
  );
  if (l.employerPpkTaxable > 0) rows.push(row('employerPpkTaxable', l.employerPpkTaxable));
  if (l.exemptRevenue > 0) rows.push(row('exemptRevenue', l.exemptRevenue));
  rows.push(row('taxBase', l.taxBase), row('taxReduction', l.taxReduction), row('tax', l.tax));
  if (l.employeePpk > 0) rows.push(row('employeePpk', l.employeePpk));
  rows.push(row('net', l.net, true));
  return rows;
}

function employerRows(l: PayrollMonthResult, row: Row): TableRow[] {
  return [
    row('employerPension', l.employer.pension),
    row('employerDisability', l.employer.disability),
    row('accident', l.employer.accident),
    row('labourFund', l.employer.labourFund),
    row('guaranteeFund', l.employer.guaranteeFund),
    row('employerPpk', l.employer.ppk),
    row('totalCost', l.totalCost, true),
  ];
}

/** What the worker pool's payslipPdf task takes: plain data, no database. */
export interface PayslipTask {
  data: PayslipData;
  password: string | null;
  language: PayslipLanguage;
}

/**
 * `password` encrypts the file (AES-256); null leaves it open. `language` is the worker's (their
 * record's payslip language): the payslip is the worker's document, whoever downloads it.
 */
export function renderPayslip(
  data: PayslipData,
  password: string | null,
  language: PayslipLanguage = 'pl',
): Promise<Buffer> {
  const words = payslipWords(language);
  const row = rowsIn(words);
  const title = words.text('title', { month: words.monthName(data.month) });
  const doc = new PDFDocument({
    ...DOCUMENT_FONT_OPTIONS,
    size: 'A4',
    margin: 50,
    bufferPages: true,
    lang: language,
    info: { Title: title, Author: data.employer.name, Subject: title, Creator: 'Saldo' },
    ...(password === null
      ? {}
      : {
          userPassword: password,
          // Opening needs the worker's password; printing and copying stay allowed once open.
          permissions: { printing: 'highResolution' as const, copying: true },
          pdfVersion: '1.7ext3' as const,
        }),
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      const flow = new PageFlow(doc, (continued) => {
        continued.paragraph(title, { font: FONT.bold, size: 8, color: COLOR.muted });
        continued.gap(6);
      });
      flow.paragraph(title, { font: FONT.bold, size: 14 });
      if (data.kind === 'correction') flow.paragraph(words.text('correction'), { font: FONT.bold, size: 10 });
      flow.gap(8);
      flow.paragraph(words.text('employer', { name: data.employer.name }), { size: 9 });
      if (data.employer.nip) flow.paragraph(words.text('nip', { nip: data.employer.nip }), { size: 9 });
      if (data.employer.address) flow.paragraph(data.employer.address, { size: 9, color: COLOR.muted });
      flow.gap(6);
      flow.paragraph(words.text('worker', { name: data.workerName }), { font: FONT.bold, size: 10 });
      const contract = [words.contractName(data.terms.contractKind), data.terms.contractTitle]
        .filter((part) => part.trim() !== '')
        .join(' – ');
      flow.paragraph(contract, { size: 9 });
      flow.paragraph(words.text('period', { from: data.terms.activeFrom, to: data.terms.activeTo }), {
        size: 9,
        color: COLOR.muted,
      });
      flow.gap(10);
      const columns = [
        { header: words.text('component') },
        { header: words.text('amount'), width: 120, align: 'right' as const },
      ];
      drawTable(flow, columns, employeeRows(data, row), { caption: words.text('employeeTable'), size: 9 });
      flow.gap(12);
      drawTable(flow, columns, employerRows(data.lines, row), {
        caption: words.text('employerTable'),
        size: 9,
      });
      drawFooters(doc, words.text('page'), title);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
