// Low-level drawing for the invoice PDF: fonts, a vertical cursor that breaks pages, tables and the
// page footer. PDFKit's own flowing text would break pages too, but it cannot repeat a table header
// or keep a table row in one piece, so every block here measures itself first and then draws.
import type PDFDocument from 'pdfkit';
import { parsedFont, remembered } from './pdf-fonts.ts';

type Doc = InstanceType<typeof PDFDocument>;

export const FONT = {
  regular: 'DejaVuSans',
  bold: 'DejaVuSans-Bold',
  condensed: 'DejaVuSansCondensed',
  condensedBold: 'DejaVuSansCondensed-Bold',
} as const;
type FontName = (typeof FONT)[keyof typeof FONT];

export const COLOR = { text: '#1a1a1a', muted: '#5c5c5c', rule: '#9a9a9a', headerFill: '#ececec' } as const;

/** Space kept free at the bottom of every page for the "page X/Y" footer. */
const FOOTER_SPACE = 22;

/**
 * Options for every PDFDocument that uses these fonts. `font: ''`: pdfkit loads its default font
 * (Helvetica, whose metrics it builds anew for every document) only when this option is truthy, and
 * these documents never use it; @types/pdfkit allows only a string here, hence '' rather than null.
 */
export const DOCUMENT_FONT_OPTIONS = { font: '' } as const satisfies PDFKit.PDFDocumentOptions;

const FONT_FILES: Readonly<Record<FontName, string>> = {
  [FONT.regular]: 'DejaVuSans.ttf',
  [FONT.bold]: 'DejaVuSans-Bold.ttf',
  [FONT.condensed]: 'DejaVuSansCondensed.ttf',
  [FONT.condensedBold]: 'DejaVuSansCondensed-Bold.ttf',
};

export function registerFonts(doc: Doc): void {
  for (const [name, file] of Object.entries(FONT_FILES)) {
    const font = parsedFont(file);
    // @types/pdfkit declares only a path or the file's bytes, but pdfkit 0.20 (PDFFontFactory.open) uses
    // a parsed fontkit Font as is; the cast only bridges that gap in the declarations.
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  doc.font(FONT.regular);
}

export interface TextStyle {
  readonly font?: FontName;
  readonly size?: number;
  readonly color?: string;
  readonly align?: 'left' | 'right' | 'center';
}

/** Text heights kept; each entry is little more than its text. */
const MEASURED_TEXTS = 10_000;

/**
 * Every block measures its text before drawing it (twice for a table cell: for the row height, and
 * again where it is drawn), and wrapping is most of what laying out a page costs, while most texts
 * (labels, column headers, captions, the seller's details) recur in every document. The height of a
 * text depends only on its font, size, width and the text (these documents set no other text option),
 * so heights are kept for the process, at most MEASURED_TEXTS of them.
 */
const heights = new Map<string, number>();

/** A vertical cursor over the page content area; `ensure` starts a new page when a block won't fit. */
export class PageFlow {
  y: number;

  constructor(
    readonly doc: Doc,
    /** Draws what opens every continuation page (a running title), moving the cursor below it. */
    private readonly onContinuation: (flow: PageFlow) => void,
  ) {
    this.y = doc.page.margins.top;
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get right(): number {
    return this.doc.page.width - this.doc.page.margins.right;
  }

  get width(): number {
    return this.right - this.left;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom - FOOTER_SPACE;
  }

  /** True when a new page was started. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
    this.onContinuation(this);
    return true;
  }

  gap(points: number): void {
    this.y += points;
  }

  style(style: TextStyle): this {
    this.typeface(style);
    this.doc.fillColor(style.color ?? COLOR.text);
    return this;
  }

  /**
   * Font and size only, which is all measuring needs: pdfkit writes a colour into the page content
   * every time one is set, and half the colours on a page were set only to measure text.
   */
  private typeface(style: TextStyle): void {
    this.doc.font(style.font ?? FONT.regular).fontSize(style.size ?? 9);
  }

  /** The height of `text` wrapped to `width`; leaves the style's font and size set. */
  measure(text: string, width: number, style: TextStyle = {}): number {
    this.typeface(style);
    const key = `${style.font ?? FONT.regular}\u0000${style.size ?? 9}\u0000${width}\u0000${text}`;
    return remembered(heights, key, MEASURED_TEXTS, () =>
      this.doc.heightOfString(text, { width, lineGap: 0 }),
    );
  }

  /** Draws at (x, y) without moving the cursor; returns the height used. */
  textAt(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const height = this.measure(text, width, style);
    this.doc.fillColor(style.color ?? COLOR.text);
    this.doc.text(text, x, y, { width, align: style.align ?? 'left', lineGap: 0 });
    return height;
  }

  /** A paragraph across the full width (or from x), kept on one page. */
  paragraph(text: string, style: TextStyle = {}, x = this.left, width = this.right - x): void {
    const height = this.measure(text, width, style);
    this.ensure(height);
    this.y += this.textAt(text, x, this.y, width, style);
  }

  rule(y = this.y, color: string = COLOR.rule): void {
    this.doc.save().moveTo(this.left, y).lineTo(this.right, y).lineWidth(0.5).strokeColor(color).stroke();
    this.doc.restore();
  }
}

export interface Column {
  readonly header: string;
  /** Points; undefined columns share what is left of the table width. */
  readonly width?: number;
  readonly align?: 'left' | 'right' | 'center';
}

export interface TableRow {
  readonly cells: readonly string[];
  readonly bold?: boolean;
  readonly fill?: string;
}

export interface TableOptions {
  readonly x?: number;
  readonly width?: number;
  readonly size?: number;
  /** Printed above the header, and again with the header on continuation pages. */
  readonly caption?: string;
  /** Default true; a one-row totals table reads better without one. */
  readonly header?: boolean;
}

const CELL_PAD_X = 2.5;
const CELL_PAD_Y = 2.5;

function columnWidths(columns: readonly Column[], total: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const flexible = columns.filter((c) => c.width === undefined).length;
  const share = flexible === 0 ? 0 : Math.max(0, total - fixed) / flexible;
  return columns.map((c) => c.width ?? share);
}

/** A bordered table; rows never split across pages and the header repeats after every break. */
export function drawTable(
  flow: PageFlow,
  columns: readonly Column[],
  rows: readonly TableRow[],
  options: TableOptions = {},
): void {
  const x0 = options.x ?? flow.left;
  const tableWidth = options.width ?? flow.right - x0;
  const widths = columnWidths(columns, tableWidth);
  const size = options.size ?? 7.5;
  const headerStyle: TextStyle = { font: FONT.condensedBold, size: size - 0.5 };
  const captionStyle: TextStyle = { font: FONT.bold, size: size + 1 };

  const rowHeight = (cells: readonly string[], style: TextStyle): number =>
    Math.max(...cells.map((cell, i) => flow.measure(cell, (widths[i] ?? 0) - 2 * CELL_PAD_X, style))) +
    2 * CELL_PAD_Y;

  const headerCells = columns.map((c) => c.header);
  const withHeader = options.header ?? true;
  const headerHeight = withHeader ? rowHeight(headerCells, headerStyle) : 0;
  const captionHeight =
    options.caption === undefined ? 0 : flow.measure(options.caption, tableWidth, captionStyle) + 3;

  const drawRow = (cells: readonly string[], style: TextStyle, height: number, fill?: string): void => {
    let x = x0;
    const doc = flow.doc;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc.save().lineWidth(0.5).strokeColor(COLOR.rule);
      if (fill !== undefined) doc.rect(x, flow.y, width, height).fillAndStroke(fill, COLOR.rule);
      else doc.rect(x, flow.y, width, height).stroke();
      doc.restore();
      flow.textAt(cell, x + CELL_PAD_X, flow.y + CELL_PAD_Y, width - 2 * CELL_PAD_X, {
        ...style,
        align: columns[i]?.align ?? 'left',
      });
      x += width;
    });
    flow.y += height;
  };

  const drawHeader = (continued: boolean): void => {
    if (options.caption !== undefined) {
      const caption = continued ? `${options.caption} (…)` : options.caption;
      flow.y += flow.textAt(caption, x0, flow.y, tableWidth, captionStyle) + 3;
    }
    if (withHeader) drawRow(headerCells, headerStyle, headerHeight, COLOR.headerFill);
  };

  const firstRowHeight = rows[0] === undefined ? 0 : rowHeight(rows[0].cells, bodyStyle(rows[0], size));
  flow.ensure(captionHeight + headerHeight + firstRowHeight);
  drawHeader(false);
  for (const row of rows) {
    const style = bodyStyle(row, size);
    const height = rowHeight(row.cells, style);
    if (flow.ensure(height)) drawHeader(true);
    drawRow(row.cells, style, height, row.fill);
  }
}

function bodyStyle(row: TableRow, size: number): TextStyle {
  return { font: row.bold === true ? FONT.condensedBold : FONT.condensed, size };
}

/**
 * "Strona 1/3" on every page. Drawn after the content because the page count is known only then;
 * the bottom margin is lifted while drawing, or PDFKit would treat text there as an overflow and add
 * a page.
 */
export function drawFooters(doc: Doc, label: string, left: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    const y = height - bottom - 10;
    const contentWidth = width - margins.left - margins.right;
    doc
      .save()
      .moveTo(margins.left, y - 4)
      .lineTo(width - margins.right, y - 4)
      .lineWidth(0.5);
    doc.strokeColor(COLOR.rule).stroke().restore();
    doc.font(FONT.regular).fontSize(7).fillColor(COLOR.muted);
    doc.text(left, margins.left, y, { width: contentWidth, align: 'left', lineBreak: false });
    doc.text(`${label} ${i - range.start + 1}/${range.count}`, margins.left, y, {
      width: contentWidth,
      align: 'right',
      lineBreak: false,
    });
    margins.bottom = bottom;
  }
}
