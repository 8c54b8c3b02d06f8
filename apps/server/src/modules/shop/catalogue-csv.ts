import { productInputSchema, type ProductInput } from '@saldo/contracts/shop';
import { money as parseMoneyInput, toDecimalString } from '@saldo/domain/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { CsvSyntaxError, parseCsv, unescapeFormula, writeCsv } from '../../lib/csv.ts';
import {
  findProductBySlug,
  insertProduct,
  listProducts,
  nextPosition,
  updateProduct,
} from './catalogue.repository.ts';
import { productValues } from './product-mapping.ts';

/** The file's columns; the net price is a decimal in złoty ("1234,50"), as a person edits it in Excel. */
const HEADER = [
  'slug',
  'name',
  'description',
  'brand',
  'category',
  'netPrice',
  'vatRate',
  'currency',
  'unit',
  'classification',
  'gtu',
  'kind',
  'hasFreeShipping',
  'colorOptions',
  'stock',
  'shippingDays',
  'image',
  'archived',
] as const;

export async function exportProductsCsv(db: Db, caller: Caller): Promise<string> {
  const rows = await listProducts(db, caller.organizationId, { q: '', withArchived: true });
  return writeCsv(
    HEADER,
    rows.map((p) => [
      p.slug,
      p.name,
      p.description,
      p.brand,
      p.category,
      toDecimalString(p.netPrice).replace('.', ','),
      p.vatRate,
      p.currency,
      p.unit,
      p.classification,
      p.gtu ?? '',
      p.kind,
      p.hasFreeShipping ? 'true' : 'false',
      p.colorOptions.join(' '),
      p.stock === null ? '' : String(p.stock),
      String(p.shippingDays),
      p.image,
      p.archivedAt ? 'true' : 'false',
    ]),
  );
}

export interface ImportResult {
  created: number;
  updated: number;
  errors: { row: number; message: string }[];
}

function parseRow(cells: Record<string, string>): ProductInput | string {
  let netPrice: number;
  try {
    netPrice = parseMoneyInput(cells.netPrice ?? '');
  } catch {
    return 'netPrice';
  }
  const parsed = productInputSchema.safeParse({
    slug: cells.slug,
    name: cells.name,
    description: cells.description ?? '',
    brand: cells.brand ?? '',
    category: cells.category ?? '',
    netPrice,
    vatRate: cells.vatRate,
    currency: cells.currency || 'PLN',
    unit: cells.unit || 'szt.',
    classification: cells.classification ?? '',
    gtu: cells.gtu ? cells.gtu : null,
    kind: cells.kind || 'physical',
    hasFreeShipping: cells.hasFreeShipping === 'true',
    colorOptions: (cells.colorOptions ?? '').split(/\s+/).filter(Boolean),
    stock: cells.stock ? Number(cells.stock) : null,
    shippingDays: cells.shippingDays ? Number(cells.shippingDays) : 2,
    image: cells.image ?? '',
  });
  if (!parsed.success) return parsed.error.issues.map((i) => i.path.join('.')).join(', ');
  return parsed.data;
}

/**
 * Adds or updates products by slug from a CSV of the export's columns; all or nothing: one bad row
 * answers every bad row's field and writes nothing.
 */
export async function importProductsCsv(db: Db, caller: Caller, text: string): Promise<ImportResult> {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new AppError(400, 'shop.importNotCsv');
    throw error;
  }
  const [head, ...body] = records;
  const columns = head?.cells.map((c) => c.trim().replace(/^\uFEFF/, '')) ?? [];
  if (!columns.includes('slug') || !columns.includes('name') || !columns.includes('netPrice'))
    throw new AppError(400, 'shop.importNotCsv');
  const errors: ImportResult['errors'] = [];
  const inputs: { input: ProductInput; archived: boolean }[] = [];
  for (const record of body) {
    const cells: Record<string, string> = {};
    columns.forEach((name, i) => (cells[name] = unescapeFormula(record.cells[i] ?? '').trim()));
    if (Object.values(cells).every((v) => v === '')) continue;
    const result = parseRow(cells);
    if (typeof result === 'string') errors.push({ row: record.line, message: result });
    else inputs.push({ input: result, archived: cells.archived === 'true' });
  }
  if (errors.length > 0) return { created: 0, updated: 0, errors };
  return db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    let position = await nextPosition(tx, caller.organizationId);
    for (const { input, archived } of inputs) {
      const existing = await findProductBySlug(tx, caller.organizationId, input.slug);
      const values = {
        ...productValues(input),
        archivedAt: archived ? (existing?.archivedAt ?? new Date()) : null,
      };
      if (existing) {
        if (values.stock !== null && values.stock !== undefined && values.stock < existing.reserved)
          throw new AppError(409, 'shop.stockBelowReserved', { params: { reserved: existing.reserved } });
        await updateProduct(tx, caller.organizationId, existing.id, values);
        updated += 1;
      } else {
        await insertProduct(tx, { ...values, organizationId: caller.organizationId, position: position++ });
        created += 1;
      }
    }
    return { created, updated, errors: [] };
  });
}
