// The ceiling of invoice creation: one creation recorded through the server's own service code (its
// transaction, then what the request reads to answer), replayed through a bare pg Pool. Each replay
// gets its own number from the counter upsert and its own id from the insert, and substitutes them
// where the recorded statements carried the recorded ones.
import type pg from 'pg';
import type { InvoiceInput } from '@saldo/contracts/invoices';
import { formatInvoiceNumber } from '@saldo/domain/numbering';
import { findUserForAuth } from '../../apps/server/src/modules/auth/users.repository.ts';
import {
  createdInvoiceResponse,
  insertNewInvoiceParts,
} from '../../apps/server/src/modules/invoices/invoices.service.ts';
import { closedLoop, type LoopOptions, type Plan, type Recorder, type Statement } from './ceiling.ts';
import type { LoadResult } from './measure.ts';

export interface CreationPlan {
  before: Plan;
  /** Run on one connection, in order (begin … commit included). */
  transaction: Statement[];
  after: Plan;
  recorded: { id: number; number: string; counter: number };
  template: string;
  issueDate: string;
}

export async function captureCreation(
  recorder: Recorder,
  caller: { id: number; organizationId: number },
  input: InvoiceInput,
  /** The series template of the invoice's type: the replays format their own numbers with it. */
  template: string,
): Promise<CreationPlan> {
  const before: Plan = [];
  await recorder.stage(before, (db) => findUserForAuth(db, caller.id));
  const mark = recorder.mark();
  const created = await recorder.db.transaction((tx) =>
    insertNewInvoiceParts(tx, caller.organizationId, caller.id, input),
  );
  const row = created.row;
  const transaction = recorder.since(mark);
  const after: Plan = [];
  await recorder.stage(after, (db) => createdInvoiceResponse(db, created));
  if (!/^begin/i.test(transaction[0]?.text ?? '')) transaction.unshift({ text: 'begin', values: [] });
  if (!/^commit/i.test(transaction.at(-1)?.text ?? '')) transaction.push({ text: 'commit', values: [] });
  return {
    before,
    transaction,
    after,
    recorded: { id: row.id, number: row.number, counter: row.counter },
    template,
    issueDate: row.issueDate,
  };
}

/** Replays the recorded creations, rotating through them (one per organization when several). */
export async function replayCreation(
  pool: pg.Pool,
  plans: readonly CreationPlan[],
  options: LoopOptions,
): Promise<LoadResult> {
  return closedLoop(options, async (index) => {
    const plan = plans[index % plans.length];
    if (!plan) throw new Error('no creation to replay');
    for (const stage of plan.before) await Promise.all(stage.map((s) => pool.query(s.text, s.values)));
    const fresh = { id: 0, number: '', counter: 0 };
    const substitute = (statement: Statement): unknown[] => {
      const values = statement.values.map((value) => {
        if (value === plan.recorded.id && fresh.id !== 0) return fresh.id;
        if (typeof value === 'string' && fresh.number !== '' && value.includes(plan.recorded.number))
          return value.replaceAll(plan.recorded.number, fresh.number);
        return value;
      });
      // The invoice insert carries the counter right after the number (the table's column order).
      const at = statement.values.indexOf(plan.recorded.number);
      if (at >= 0 && statement.values[at + 1] === plan.recorded.counter) values[at + 1] = fresh.counter;
      return values;
    };
    const connection = await pool.connect();
    try {
      for (const statement of plan.transaction) {
        const result = await connection.query(statement.text, substitute(statement));
        const first = result.rows[0] as { last_counter?: number; id?: number } | undefined;
        if (/^insert into "invoice_number_counters"/.test(statement.text) && first?.last_counter) {
          fresh.counter = first.last_counter;
          fresh.number = formatInvoiceNumber(plan.template, fresh.counter, plan.issueDate);
        }
        if (/^insert into "invoices"/.test(statement.text) && first?.id) fresh.id = first.id;
      }
    } catch (error) {
      await connection.query('rollback');
      throw error;
    } finally {
      connection.release();
    }
    for (const stage of plan.after) await Promise.all(stage.map((s) => pool.query(s.text, substitute(s))));
  });
}
