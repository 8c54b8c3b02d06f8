import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TodoTag } from '@saldo/contracts/todo';
import { blank, day } from '../../db/columns.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { costs } from '../costs/costs.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * The organization's to-do tasks (issue 23). A deleted task keeps its row with `deleted_at` set, so it
 * can be restored; the purge job removes it 30 days later. A task follows up at most one document:
 * the three link columns are kept apart so each is a real foreign key (a deleted document unlinks).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: blank('description'),
    dueDate: day('due_date'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .$type<TodoTag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    isCompleted: boolean('is_completed').notNull().default(false),
    isImportant: boolean('is_important').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    contractorId: integer('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    costId: integer('cost_id').references(() => costs.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_organization_idx').on(t.organizationId, t.deletedAt),
    index('tasks_assignee_idx').on(t.assigneeId),
    // The invoice's timeline and the purge read these.
    index('tasks_invoice_idx').on(t.invoiceId),
    index('tasks_contractor_idx').on(t.contractorId),
    index('tasks_cost_idx').on(t.costId),
    index('tasks_deleted_at_idx').on(t.deletedAt),
    check('tasks_one_link_check', sql`num_nonnulls(${t.contractorId}, ${t.invoiceId}, ${t.costId}) <= 1`),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
