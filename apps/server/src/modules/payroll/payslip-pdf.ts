// The payslip (pasek wynagrodzenia) of one entry: A4, the invoice PDF's fonts and tables, Polish, every
// line of the month's computation, and encrypted with the worker's password when there is one.
import type { PayrollEntryTerms } from '@saldo/contracts/payroll-lists';
import { formatAmount } from '@saldo/domain/money';
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

const CONTRACT_NAMES: Record<PayrollEntryTerms['contractKind'], string> = {
  employment: 'Umowa o pracę',
  mandate: 'Umowa zlecenie',
  specific_work: 'Umowa o dzieło',
};

const MONTHS = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];

export function payslipMonthName(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
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

const pln = (grosze: number) => `${formatAmount(grosze, 'pl', false)} zł`;
const row = (label: string, amount: number, bold = false): TableRow => ({
  cells: [label, pln(amount)],
  bold,
});

function employeeRows(data: PayslipData): TableRow[] {
  const l = data.lines;
  const rows: TableRow[] = [row('Wynagrodzenie zasadnicze', data.base)];
  if (data.bonus > 0) rows.push(row('Premia', data.bonus));
  rows.push(
    row('Wynagrodzenie brutto', l.gross, true),
    row('Składka emerytalna (9,76%)', l.employee.pension),
    row('Składka rentowa (1,5%)', l.employee.disability),
    row('Składka chorobowa (2,45%)', l.employee.sickness),
    row('Składki społeczne razem', l.employee.total, true),
    row('Podstawa składki zdrowotnej', l.healthBase),
    row('Składka zdrowotna (9%)', l.health),
    row('Koszty uzyskania przychodu', l.deductibleCosts),
  );
  if (l.employerPpkTaxable > 0) rows.push(row('PPK pracodawcy (przychód)', l.employerPpkTaxable));
  if (l.exemptRevenue > 0) rows.push(row('Przychód zwolniony (ulga dla młodych)', l.exemptRevenue));
  rows.push(
    row('Podstawa opodatkowania', l.taxBase),
    row('Kwota zmniejszająca podatek (PIT-2)', l.taxReduction),
    row('Zaliczka na podatek dochodowy', l.tax),
  );
  if (l.employeePpk > 0) rows.push(row('Wpłata do PPK pracownika', l.employeePpk));
  rows.push(row('Do wypłaty (netto)', l.net, true));
  return rows;
}

function employerRows(l: PayrollMonthResult): TableRow[] {
  return [
    row('Składka emerytalna (9,76%)', l.employer.pension),
    row('Składka rentowa (6,5%)', l.employer.disability),
    row('Składka wypadkowa', l.employer.accident),
    row('Fundusz Pracy', l.employer.labourFund),
    row('FGŚP', l.employer.guaranteeFund),
    row('PPK pracodawcy', l.employer.ppk),
    row('Koszt pracodawcy razem', l.totalCost, true),
  ];
}

/** `password` encrypts the file (AES-256); null leaves it open. */
export function renderPayslip(data: PayslipData, password: string | null): Promise<Buffer> {
  const title = `Pasek wynagrodzenia – ${payslipMonthName(data.month)}`;
  const doc = new PDFDocument({
    ...DOCUMENT_FONT_OPTIONS,
    size: 'A4',
    margin: 50,
    bufferPages: true,
    lang: 'pl',
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
      if (data.kind === 'correction') flow.paragraph('Korekta listy płac', { font: FONT.bold, size: 10 });
      flow.gap(8);
      flow.paragraph(`Pracodawca: ${data.employer.name}`, { size: 9 });
      if (data.employer.nip) flow.paragraph(`NIP: ${data.employer.nip}`, { size: 9 });
      if (data.employer.address) flow.paragraph(data.employer.address, { size: 9, color: COLOR.muted });
      flow.gap(6);
      flow.paragraph(`Pracownik: ${data.workerName}`, { font: FONT.bold, size: 10 });
      const contract = [CONTRACT_NAMES[data.terms.contractKind], data.terms.contractTitle]
        .filter((part) => part.trim() !== '')
        .join(' – ');
      flow.paragraph(contract, { size: 9 });
      flow.paragraph(`Okres: ${data.terms.activeFrom} – ${data.terms.activeTo}`, {
        size: 9,
        color: COLOR.muted,
      });
      flow.gap(10);
      const columns = [{ header: 'Składnik' }, { header: 'Kwota', width: 120, align: 'right' as const }];
      drawTable(flow, columns, employeeRows(data), { caption: 'Wynagrodzenie pracownika', size: 9 });
      flow.gap(12);
      drawTable(flow, columns, employerRows(data.lines), { caption: 'Koszty pracodawcy', size: 9 });
      drawFooters(doc, 'Strona', title);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
