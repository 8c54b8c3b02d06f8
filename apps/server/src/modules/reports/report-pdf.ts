// A report as a PDF: a heading, then each section's bar chart (drawn with pdfkit's paths: bars per
// group and series, a zero line, the largest value on the axis) and its table. Runs in the worker pool.
import PDFDocument from 'pdfkit';
import {
  COLOR,
  DOCUMENT_FONT_OPTIONS,
  drawFooters,
  drawTable,
  FONT,
  PageFlow,
  registerFonts,
} from '../../lib/pdf/pdf-layout.ts';
import { formatZloty, type PdfChart, type ReportPdfData } from './report-pdf-types.ts';

const SERIES_COLORS = ['#2f6fde', '#9aa5b1', '#e0a100'] as const;
const CHART_HEIGHT = 130;
const LABEL_HEIGHT = 12;
const LEGEND_HEIGHT = 14;

function drawChart(flow: PageFlow, chart: PdfChart, numberLocale: string): void {
  if (chart.groups.length === 0) return;
  const doc = flow.doc;
  flow.ensure(CHART_HEIGHT + LABEL_HEIGHT + LEGEND_HEIGHT + 6);
  // Legend.
  let lx = flow.left;
  chart.series.forEach((name, i) => {
    doc
      .save()
      .rect(lx, flow.y + 2, 8, 8)
      .fill(SERIES_COLORS[i % SERIES_COLORS.length])
      .restore();
    flow.textAt(name, lx + 11, flow.y + 1, 120, { size: 7, color: COLOR.muted });
    flow.style({ size: 7 });
    lx += 11 + Math.min(120, doc.widthOfString(name)) + 12;
  });
  flow.gap(LEGEND_HEIGHT);
  const values = chart.groups.flatMap((g) => g.values);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const top = flow.y;
  const axisWidth = 60;
  const left = flow.left + axisWidth;
  const width = flow.right - left;
  const zeroY = top + (max / span) * CHART_HEIGHT;
  const groupWidth = width / chart.groups.length;
  const barWidth = Math.max(1, (groupWidth * 0.8) / chart.series.length);
  chart.groups.forEach((group, g) => {
    group.values.forEach((value, s) => {
      const height = (Math.abs(value) / span) * CHART_HEIGHT;
      const x = left + g * groupWidth + groupWidth * 0.1 + s * barWidth;
      const y = value >= 0 ? zeroY - height : zeroY;
      if (height > 0)
        doc
          .save()
          .rect(x, y, barWidth, height)
          .fill(SERIES_COLORS[s % SERIES_COLORS.length])
          .restore();
    });
    // A label under every group when they fit, else under every n-th.
    const every = Math.ceil(chart.groups.length / Math.max(1, Math.floor(width / 45)));
    if (g % every === 0) {
      const label = group.label.length > 14 ? `${group.label.slice(0, 13)}…` : group.label;
      flow.textAt(label, left + g * groupWidth, top + CHART_HEIGHT + 2, Math.max(groupWidth * every, 40), {
        size: 6,
        color: COLOR.muted,
      });
    }
  });
  doc
    .save()
    .moveTo(left, zeroY)
    .lineTo(flow.right, zeroY)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke()
    .restore();
  flow.textAt(formatZloty(max, numberLocale), flow.left, top - 3, axisWidth - 4, {
    size: 6,
    color: COLOR.muted,
    align: 'right',
  });
  if (min < 0) {
    flow.textAt(formatZloty(min, numberLocale), flow.left, top + CHART_HEIGHT - 6, axisWidth - 4, {
      size: 6,
      color: COLOR.muted,
      align: 'right',
    });
  }
  flow.y = top + CHART_HEIGHT + LABEL_HEIGHT + 6;
}

export function renderReportPdf(data: ReportPdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    ...DOCUMENT_FONT_OPTIONS,
    size: 'A4',
    margin: 40,
    bufferPages: true,
    lang: data.language,
    info: { Title: `${data.title} ${data.period}`, Author: data.company, Creator: 'Saldo' },
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      const flow = new PageFlow(doc, (continued) => {
        continued.paragraph(`${data.title} – ${data.period}`, {
          font: FONT.bold,
          size: 8,
          color: COLOR.muted,
        });
        continued.gap(6);
      });
      flow.paragraph(data.title, { font: FONT.bold, size: 16 });
      flow.paragraph(`${data.company} · ${data.period}`, { size: 10, color: COLOR.muted });
      if (data.note !== null) {
        flow.gap(4);
        flow.paragraph(data.note, { size: 8, color: COLOR.muted });
      }
      flow.gap(12);
      for (const section of data.sections) {
        flow.ensure(40);
        flow.paragraph(section.title, { font: FONT.bold, size: 11 });
        flow.gap(4);
        if (section.chart) drawChart(flow, section.chart, data.numberLocale);
        drawTable(
          flow,
          section.columns.map((c, i) => ({
            header: c.header,
            align: c.align ?? 'left',
            ...(i === 0 ? { width: 150 } : {}),
          })),
          section.rows,
        );
        flow.gap(14);
      }
      drawFooters(doc, data.pageLabel, `${data.title} – ${data.company}`);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
