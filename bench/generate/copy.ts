// Rows go to PostgreSQL with `COPY … FROM STDIN` in its text format (tab-separated, \N for NULL):
// one statement per table and chunk instead of millions of INSERTs, and no quoting of the JSON columns
// as CSV would need (only backslashes, tabs and line breaks are escaped).
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type Cell = string | number | boolean | null;

const SPECIAL = /[\\\t\n\r]/;

/** One value in COPY's text format. */
export function cell(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (!SPECIAL.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/** A PostgreSQL array literal of texts ({a,"b c"}), as COPY reads it. */
export function textArray(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * Collects the rows of one table as UTF-8 in buffers of `pieceSize` bytes. Off the JavaScript heap on
 * purpose: a chunk of text kept as growing strings survives young-generation collections and gets
 * copied and promoted, which made the garbage collector take more than half of the generator's time.
 */
export class RowBuffer {
  rows = 0;
  private pieces: Buffer[] = [];
  private current: Buffer;
  private offset = 0;

  constructor(
    readonly table: string,
    readonly columns: readonly string[],
    private readonly pieceSize = 1 << 20,
  ) {
    this.current = Buffer.allocUnsafe(pieceSize);
  }

  add(values: readonly Cell[]): void {
    let line = '';
    for (let i = 0; i < values.length; i++) line += (i === 0 ? '' : '\t') + cell(values[i] ?? null);
    line += '\n';
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    const worst = line.length * 3;
    if (this.offset + worst > this.current.length) {
      this.pieces.push(this.current.subarray(0, this.offset));
      this.current = Buffer.allocUnsafe(Math.max(this.pieceSize, worst));
      this.offset = 0;
    }
    this.offset += this.current.write(line, this.offset);
    this.rows++;
  }

  /** The collected pieces; the buffer starts empty again. */
  take(): { pieces: Buffer[]; rows: number } {
    if (this.offset > 0) this.pieces.push(this.current.subarray(0, this.offset));
    const taken = { pieces: this.pieces, rows: this.rows };
    this.pieces = [];
    this.current = Buffer.allocUnsafe(this.pieceSize);
    this.offset = 0;
    this.rows = 0;
    return taken;
  }
}

/**
 * Sends the pieces with one COPY statement. FREEZE: the tables were emptied in this same transaction,
 * so the rows can be written frozen and all-visible, and no VACUUM has to visit them afterwards
 * (index-only scans work at once).
 */
export async function copyRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  pieces: readonly Buffer[],
  options: { freeze: boolean },
): Promise<void> {
  const freeze = options.freeze ? ' with (freeze)' : '';
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin${freeze}`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  for (const piece of pieces) {
    // Wait for the socket to take the previous pieces: memory stays bounded and the event loop keeps
    // turning, so the next chunk is generated while PostgreSQL parses this one.
    if (!stream.write(piece)) await new Promise<void>((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await done;
}

export interface CopyStats {
  /** Rows sent per table. */
  rows: Map<string, number>;
}

/**
 * Loads several tables that are generated together (an invoice with its lines, payments and audit
 * entries) in chunks: once the first buffer holds `chunkRows` rows, every buffer is sent, table by
 * table, while the caller goes on generating the next chunk. At most one chunk waits in memory.
 */
export class ChunkedLoader {
  private copying: Promise<void> = Promise.resolve();
  private sinceYield = 0;

  constructor(
    private readonly client: pg.ClientBase,
    private readonly buffers: readonly RowBuffer[],
    private readonly stats: CopyStats,
    private readonly options: { chunkRows: number; freeze: boolean; onChunk?: () => void },
  ) {}

  /** Call after each generated entity: yields to the event loop now and then, and sends full chunks. */
  async next(): Promise<void> {
    if (++this.sinceYield >= 200) {
      this.sinceYield = 0;
      // Lets the socket take what the running COPY has queued while generation continues.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const first = this.buffers[0];
    if (first && first.rows >= this.options.chunkRows) await this.send();
  }

  async finish(): Promise<void> {
    await this.send();
    await this.copying;
  }

  private async send(): Promise<void> {
    const chunk = this.buffers.map((buffer) => ({ buffer, ...buffer.take() }));
    await this.copying;
    this.copying = (async () => {
      for (const { buffer, pieces, rows } of chunk) {
        if (rows === 0) continue;
        await copyRows(this.client, buffer.table, buffer.columns, pieces, this.options);
        this.stats.rows.set(buffer.table, (this.stats.rows.get(buffer.table) ?? 0) + rows);
      }
      this.options.onChunk?.();
    })();
    // Awaited at the next send or in finish(); this only keeps Node from calling it unhandled meanwhile.
    this.copying.catch(() => {});
  }
}
