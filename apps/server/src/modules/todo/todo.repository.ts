import { and, arrayContains, asc, desc, eq, ilike, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TaskListQuery, TodoLinkKind, TodoSort } from '@saldo/contracts/todo';
import type { Db } from '../../db/client.ts';
import { avatars } from '../account-settings/avatars.table.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { costs } from '../costs/costs.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { tasks, type NewTaskRow, type TaskRow } from './todo.table.ts';

export interface TaskListRow extends TaskRow {
  assigneeName: string | null;
  assigneeAvatarKey: string | null;
  contractorName: string | null;
  invoiceNumber: string | null;
  costNumber: string | null;
}

const columns = {
  id: tasks.id,
  organizationId: tasks.organizationId,
  title: tasks.title,
  description: tasks.description,
  dueDate: tasks.dueDate,
  assigneeId: tasks.assigneeId,
  tags: tasks.tags,
  isCompleted: tasks.isCompleted,
  isImportant: tasks.isImportant,
  deletedAt: tasks.deletedAt,
  contractorId: tasks.contractorId,
  invoiceId: tasks.invoiceId,
  costId: tasks.costId,
  createdBy: tasks.createdBy,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  assigneeName: users.fullName,
  assigneeAvatarKey: avatars.key,
  contractorName: contractors.name,
  invoiceNumber: invoices.number,
  costNumber: costs.number,
};

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const linkColumn = { contractor: tasks.contractorId, invoice: tasks.invoiceId, cost: tasks.costId };

// Tasks without a date or an assignee go last whichever way the list is sorted; the id breaks ties.
const sortOrder: Record<TodoSort, SQL[]> = {
  'title-asc': [asc(sql`lower(${tasks.title})`)],
  'title-desc': [desc(sql`lower(${tasks.title})`)],
  assignee: [sql`lower(${users.fullName}) asc nulls last`],
  'due-date-asc': [sql`${tasks.dueDate} asc nulls last`],
  'due-date-desc': [sql`${tasks.dueDate} desc nulls last`],
};

export interface TaskScope {
  organizationId: number;
  /** A client user sees only the tasks assigned to them. */
  assigneeId?: number;
}

function listConditions(scope: TaskScope, query: TaskListQuery): SQL | undefined {
  const q = query.q?.trim();
  return and(
    eq(tasks.organizationId, scope.organizationId),
    scope.assigneeId === undefined ? undefined : eq(tasks.assigneeId, scope.assigneeId),
    // The seed's rule: "deleted" shows only deleted tasks, every other view hides them.
    query.filter === 'deleted' ? isNotNull(tasks.deletedAt) : isNull(tasks.deletedAt),
    query.filter === 'important' ? eq(tasks.isImportant, true) : undefined,
    query.filter === 'completed' ? eq(tasks.isCompleted, true) : undefined,
    query.tag ? arrayContains(tasks.tags, [query.tag]) : undefined,
    q ? ilike(tasks.title, likePattern(q)) : undefined,
    query.linkKind && query.linkId !== undefined ? eq(linkColumn[query.linkKind], query.linkId) : undefined,
  );
}

function selectTasks(db: Db) {
  return db
    .select(columns)
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .leftJoin(avatars, eq(avatars.userId, tasks.assigneeId))
    .leftJoin(contractors, eq(contractors.id, tasks.contractorId))
    .leftJoin(invoices, eq(invoices.id, tasks.invoiceId))
    .leftJoin(costs, eq(costs.id, tasks.costId));
}

/** Bounded: a to-do list is read whole by the seed's page; this many is far past a usable list. */
export const TASK_LIST_LIMIT = 500;

export async function listTasks(db: Db, scope: TaskScope, query: TaskListQuery): Promise<TaskListRow[]> {
  const order = query.sortBy ? sortOrder[query.sortBy] : [desc(tasks.createdAt)];
  return selectTasks(db)
    .where(listConditions(scope, query))
    .orderBy(...order, desc(tasks.id))
    .limit(TASK_LIST_LIMIT);
}

export async function findTask(
  db: Db,
  scope: TaskScope,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<TaskListRow | undefined> {
  const where = and(
    eq(tasks.organizationId, scope.organizationId),
    eq(tasks.id, id),
    scope.assigneeId === undefined ? undefined : eq(tasks.assigneeId, scope.assigneeId),
  );
  if (options.forUpdate) {
    // Lock the task row alone (a locking read cannot take the nullable side of an outer join).
    await db.select({ id: tasks.id }).from(tasks).where(where).for('update');
  }
  const [row] = await selectTasks(db).where(where);
  return row;
}

export async function insertTask(db: Db, values: NewTaskRow): Promise<number> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error('tasks insert returned no row');
  return row.id;
}

export async function updateTask(db: Db, organizationId: number, id: number, values: Partial<NewTaskRow>) {
  await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)));
}

/** Removes tasks deleted before `before`, in every organization; answers how many went. */
export async function purgeTasksDeletedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(tasks)
    .where(and(isNotNull(tasks.deletedAt), lt(tasks.deletedAt, before)))
    .returning({ id: tasks.id });
  return rows.length;
}

export interface Assignee {
  id: number;
  email: string;
  fullName: string;
  active: boolean;
}

/** A user of this organization, to be given a task; another tenant's id answers nothing. */
export async function findAssignee(
  db: Db,
  organizationId: number,
  id: number,
): Promise<Assignee | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
  return row && { id: row.id, email: row.email, fullName: row.fullName, active: row.deactivatedAt === null };
}

const documentTable = {
  contractor: { table: contractors, id: contractors.id, organizationId: contractors.organizationId },
  invoice: { table: invoices, id: invoices.id, organizationId: invoices.organizationId },
  cost: { table: costs, id: costs.id, organizationId: costs.organizationId },
};

/** Whether the organization has the document a task is to follow up. */
export async function documentExists(
  db: Db,
  organizationId: number,
  kind: TodoLinkKind,
  id: number,
): Promise<boolean> {
  const { table, id: idColumn, organizationId: organizationColumn } = documentTable[kind];
  const [row] = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(organizationColumn, organizationId), eq(idColumn, id)))
    .limit(1);
  return row !== undefined;
}

/** Whether the organization has any task (the demo seed runs once). */
export async function hasTasks(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(eq(tasks.organizationId, organizationId))
    .limit(1);
  return row !== undefined;
}

/** The organization's users by e-mail, for the demo seed's assignees. */
export async function organizationUserIds(db: Db, organizationId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The invoice due first, a contractor and a cost, for the demo's linked tasks. */
export async function demoDocuments(
  db: Db,
  organizationId: number,
): Promise<{ invoiceId?: number; contractorId?: number; costId?: number }> {
  const [[invoice], [contractor], [cost]] = await Promise.all([
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.organizationId, organizationId))
      .orderBy(asc(invoices.dueDate), asc(invoices.id))
      .limit(1),
    db
      .select({ id: contractors.id })
      .from(contractors)
      .where(eq(contractors.organizationId, organizationId))
      .orderBy(asc(contractors.id))
      .limit(1),
    db
      .select({ id: costs.id })
      .from(costs)
      .where(eq(costs.organizationId, organizationId))
      .orderBy(asc(costs.id))
      .limit(1),
  ]);
  return { invoiceId: invoice?.id, contractorId: contractor?.id, costId: cost?.id };
}

/** The organization's active users, by name: the assignee picker. */
export async function listActiveAssignees(db: Db, organizationId: number) {
  return db
    .select({ id: users.id, fullName: users.fullName, avatarKey: avatars.key })
    .from(users)
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(and(eq(users.organizationId, organizationId), isNull(users.deactivatedAt)))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id));
}
