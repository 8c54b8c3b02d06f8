import {
  TODO_PURGE_AFTER_DAYS,
  type CreateTaskBody,
  type Task,
  type TaskAssignee,
  type TaskChanges,
  type TaskListQuery,
} from '@saldo/contracts/todo';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { insertOutboxMail, type OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { AppError, validationError, type FieldErrors } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { DAY_MS, now, todayInPoland } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/rich-text/rich-text.ts';
import { avatarUrl } from '../auth/user-data.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { taskAssignedMail } from './task-mail.ts';
import {
  documentExists,
  findAssignee,
  findTask,
  insertTask,
  listActiveAssignees,
  listTasks as listTaskRows,
  purgeTasksDeletedBefore,
  updateTask as updateTaskRow,
  type TaskListRow,
  type TaskScope,
} from './todo.repository.ts';
import type { NewTaskRow } from './todo.table.ts';

const notFound = () => new AppError(404, 'http.notFound');

/** A client sees only the tasks assigned to them; staff see the organization's. */
const scopeOf = (caller: Caller): TaskScope =>
  caller.role === 'client'
    ? { organizationId: caller.organizationId, assigneeId: caller.id }
    : { organizationId: caller.organizationId };

function linkOf(row: TaskListRow): Task['link'] {
  if (row.invoiceId !== null) return { kind: 'invoice', id: row.invoiceId, label: row.invoiceNumber ?? '' };
  if (row.costId !== null) return { kind: 'cost', id: row.costId, label: row.costNumber ?? '' };
  if (row.contractorId !== null)
    return { kind: 'contractor', id: row.contractorId, label: row.contractorName ?? '' };
  return null;
}

export function toTask(row: TaskListRow, today: string = todayInPoland()): Task {
  return {
    id: row.id,
    title: row.title,
    dueDate: row.dueDate,
    description: row.description,
    assigneeId: row.assigneeId,
    assignee:
      row.assigneeId !== null && row.assigneeName !== null
        ? {
            fullName: row.assigneeName,
            avatar: row.assigneeAvatarKey ? avatarUrl(row.assigneeAvatarKey) : null,
          }
        : null,
    tags: row.tags,
    isCompleted: row.isCompleted,
    isDeleted: row.deletedAt !== null,
    isImportant: row.isImportant,
    // ISO days compare as text.
    isOverdue: !row.isCompleted && row.deletedAt === null && row.dueDate !== null && row.dueDate < today,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    link: linkOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listTasks(db: Db, caller: Caller, query: TaskListQuery): Promise<Task[]> {
  const today = todayInPoland();
  const rows = await listTaskRows(db, scopeOf(caller), query);
  return rows.map((row) => toTask(row, today));
}

async function getTask(db: Db, caller: Caller, id: number): Promise<Task> {
  const row = await findTask(db, scopeOf(caller), id);
  if (!row) throw notFound();
  return toTask(row);
}

/** The assignee and the document must be the organization's; every problem at once. */
async function referenceProblems(
  db: Db,
  organizationId: number,
  fields: Pick<TaskChanges, 'assigneeId' | 'link'>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (fields.assigneeId != null) {
    const assignee = await findAssignee(db, organizationId, fields.assigneeId);
    if (!assignee?.active) errors.assigneeId = { key: 'todo.assigneeNotFound' };
  }
  if (fields.link != null && !(await documentExists(db, organizationId, fields.link.kind, fields.link.id))) {
    errors.link = { key: 'todo.linkNotFound' };
  }
  return errors;
}

function linkColumns(link: TaskChanges['link']): Pick<NewTaskRow, 'contractorId' | 'invoiceId' | 'costId'> {
  return {
    contractorId: link?.kind === 'contractor' ? link.id : null,
    invoiceId: link?.kind === 'invoice' ? link.id : null,
    costId: link?.kind === 'cost' ? link.id : null,
  };
}

/**
 * Tells the assignee: a notification in their bell and a mail in the outbox, both written in the
 * task's own transaction (no task without them, nothing for a task rolled back). Nobody is told of a
 * task they gave themselves; with no mail transport configured only the bell hears of it.
 */
async function tellAssignee(
  ctx: AppContext,
  tx: Db,
  language: Language,
  caller: Caller,
  task: { assigneeId: number | null; title: string; dueDate: string | null },
): Promise<{ id: number; mail: OutgoingMail } | null> {
  if (task.assigneeId === null || task.assigneeId === caller.id) return null;
  const [assignee, assigner] = await Promise.all([
    findAssignee(tx, caller.organizationId, task.assigneeId),
    findAssignee(tx, caller.organizationId, caller.id),
  ]);
  if (!assignee) return null;
  await notify(tx, {
    organizationId: caller.organizationId,
    kind: 'taskAssigned',
    params: { title: task.title, assigner: assigner?.fullName ?? '' },
    link: '/apps/todo',
    userId: task.assigneeId,
  });
  if (ctx.mailer.transport === 'none') return null;
  const mail = taskAssignedMail(language, {
    to: assignee,
    assigner: assigner?.fullName ?? '',
    title: task.title,
    dueDate: task.dueDate,
    link: `${ctx.config.appUrl}/apps/todo`,
  });
  return { id: await insertOutboxMail(tx, mail), mail };
}

export async function createTask(
  ctx: AppContext,
  language: Language,
  caller: Caller,
  input: CreateTaskBody['task'],
): Promise<Task> {
  const errors = await referenceProblems(ctx.db, caller.organizationId, input);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const { id, queued } = await ctx.db.transaction(async (tx) => {
    const id = await insertTask(tx, {
      organizationId: caller.organizationId,
      title: input.title,
      description: sanitizeRichText(input.description),
      dueDate: input.dueDate,
      assigneeId: input.assigneeId,
      tags: input.tags,
      isCompleted: input.isCompleted,
      isImportant: input.isImportant,
      ...linkColumns(input.link),
      createdBy: caller.id,
    });
    return { id, queued: await tellAssignee(ctx, tx, language, caller, input) };
  });
  if (queued) ctx.mailer.dispatch(queued.id, queued.mail);
  return getTask(ctx.db, caller, id);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The seed posts the whole task back: a client's post may carry every field, but only the completion
 * may differ from what is stored (a client only ticks its own tasks off).
 */
function assertClientChanges(current: Task, changes: TaskChanges) {
  const changed = Object.entries(changes).filter(
    ([key, value]) =>
      value !== undefined &&
      key !== 'isCompleted' &&
      !sameValue(
        value,
        key === 'link'
          ? current.link && { kind: current.link.kind, id: current.link.id }
          : current[key as keyof Task],
      ),
  );
  if (changed.length > 0) throw new AppError(403, 'todo.clientMayOnlyComplete');
}

export async function updateTask(
  ctx: AppContext,
  language: Language,
  caller: Caller,
  id: number,
  changes: TaskChanges,
): Promise<Task> {
  const scope = scopeOf(caller);
  const queued = await ctx.db.transaction(async (tx) => {
    const row = await findTask(tx, scope, id, { forUpdate: true });
    if (!row) throw notFound();
    const current = toTask(row);
    if (caller.role === 'client') assertClientChanges(current, changes);
    const errors = await referenceProblems(tx, caller.organizationId, {
      // Only a new assignee is checked: a task may keep one who has since been deactivated.
      assigneeId: changes.assigneeId !== row.assigneeId ? changes.assigneeId : undefined,
      link: changes.link,
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const values: Partial<NewTaskRow> = {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.description !== undefined ? { description: sanitizeRichText(changes.description) } : {}),
      ...(changes.dueDate !== undefined ? { dueDate: changes.dueDate } : {}),
      ...(changes.assigneeId !== undefined ? { assigneeId: changes.assigneeId } : {}),
      ...(changes.tags !== undefined ? { tags: changes.tags } : {}),
      ...(changes.isCompleted !== undefined ? { isCompleted: changes.isCompleted } : {}),
      ...(changes.isImportant !== undefined ? { isImportant: changes.isImportant } : {}),
      ...(changes.link !== undefined ? linkColumns(changes.link) : {}),
      // Deleting again keeps the first date, from which the purge counts.
      ...(changes.isDeleted === true && row.deletedAt === null ? { deletedAt: now() } : {}),
      ...(changes.isDeleted === false ? { deletedAt: null } : {}),
    };
    await updateTaskRow(tx, caller.organizationId, id, values);
    const newAssignee = changes.assigneeId !== undefined && changes.assigneeId !== row.assigneeId;
    return newAssignee
      ? tellAssignee(ctx, tx, language, caller, {
          assigneeId: changes.assigneeId ?? null,
          title: changes.title ?? row.title,
          dueDate: changes.dueDate !== undefined ? changes.dueDate : row.dueDate,
        })
      : null;
  });
  if (queued) ctx.mailer.dispatch(queued.id, queued.mail);
  return getTask(ctx.db, caller, id);
}

/** A soft delete: the task moves to "deleted", where it can be restored for 30 days. */
export async function deleteTask(ctx: AppContext, caller: Caller, id: number): Promise<Task> {
  await ctx.db.transaction(async (tx) => {
    const row = await findTask(tx, scopeOf(caller), id, { forUpdate: true });
    if (!row) throw notFound();
    if (row.deletedAt === null) await updateTaskRow(tx, caller.organizationId, id, { deletedAt: now() });
  });
  return getTask(ctx.db, caller, id);
}

/** The purge job: tasks deleted more than 30 days before `at` are gone for good. */
export async function purgeDeletedTasks(db: Db, at: Date = now()): Promise<number> {
  return db.transaction((tx) =>
    purgeTasksDeletedBefore(tx, new Date(at.getTime() - TODO_PURGE_AFTER_DAYS * DAY_MS)),
  );
}

export async function listAssignees(db: Db, organizationId: number): Promise<TaskAssignee[]> {
  const rows = await listActiveAssignees(db, organizationId);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    avatar: row.avatarKey ? avatarUrl(row.avatarKey) : null,
  }));
}
