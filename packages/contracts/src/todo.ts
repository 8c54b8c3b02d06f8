import { z } from 'zod';
import { businessDateSchema } from './business-date.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * The to-do app (`/apps/todo`, issue 23): the organization's tasks in the seed's shape (id, title,
 * dueDate, description, assignee {fullName, avatar}, tags, isCompleted, isDeleted, isImportant) under
 * `/api/apps/todo/tasks`, plus our fields: the assignee's id, the document a task follows up and
 * whether it is overdue. Subject 'Todo'.
 */

/** The spec's filters and tags; any other value is refused (the web shows the 404 page). */
export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number];
export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TodoTag = (typeof TODO_TAGS)[number];

/** The seed's sort menu (A–Z, Z–A, assignee, due date) with both directions of the due date. */
export const TODO_SORTS = ['title-asc', 'title-desc', 'assignee', 'due-date-asc', 'due-date-desc'] as const;
export type TodoSort = (typeof TODO_SORTS)[number];

/** The documents a task can follow up. */
export const TODO_LINK_KINDS = ['contractor', 'invoice', 'cost'] as const;
export type TodoLinkKind = (typeof TODO_LINK_KINDS)[number];

/** A deleted task stays restorable this long, then the purge job removes it. */
export const TODO_PURGE_AFTER_DAYS = 30;

export const TODO_LIMITS = { title: 200, description: 20_000, q: 100 } as const;

export const todoLinkSchema = z.object({
  kind: z.enum(TODO_LINK_KINDS),
  id: z.number().int(),
  /** The invoice's or cost's number, or the contractor's name. */
  label: z.string(),
});
export type TodoLink = z.infer<typeof todoLinkSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 'YYYY-MM-DD', or null for a task without a deadline. */
  dueDate: z.iso.date().nullable(),
  /** Rich text (HTML), sanitized by the server. */
  description: z.string(),
  assigneeId: z.number().int().nullable(),
  assignee: z.object({ fullName: z.string(), avatar: z.string().nullable() }).nullable(),
  tags: z.array(z.enum(TODO_TAGS)),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
  /** Not completed and due before today (Poland's calendar day). */
  isOverdue: z.boolean(),
  /** When it was deleted (the purge counts from here); null while it is not. */
  deletedAt: z.string().nullable(),
  link: todoLinkSchema.nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListQuerySchema = z.object({
  /** Case-insensitive substring of the title. */
  q: z.string().max(TODO_LIMITS.q).optional(),
  filter: z.enum(TODO_FILTERS).optional(),
  tag: z.enum(TODO_TAGS).optional(),
  sortBy: z.enum(TODO_SORTS).optional(),
  /** The tasks following up one document (the invoice's timeline). */
  linkKind: z.enum(TODO_LINK_KINDS).optional(),
  linkId: recordIdParamSchema.optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskListSchema = z.object({ tasks: z.array(taskSchema) });
export type TaskList = z.infer<typeof taskListSchema>;

export const taskIdParamsSchema = z.object({ id: recordIdParamSchema });

const taskFields = {
  title: z.string().trim().min(1).max(TODO_LIMITS.title),
  dueDate: businessDateSchema.nullable(),
  description: z.string().max(TODO_LIMITS.description),
  assigneeId: recordIdSchema.nullable(),
  tags: z
    .array(z.enum(TODO_TAGS))
    .max(TODO_TAGS.length)
    .transform((tags) => [...new Set(tags)]),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
  /** false restores a deleted task. */
  isDeleted: z.boolean(),
  link: z.object({ kind: z.enum(TODO_LINK_KINDS), id: recordIdSchema }).nullable(),
};

/** A new task: a title; everything else has a default (no date, no assignee, no tags). */
export const newTaskSchema = z.object({
  ...taskFields,
  dueDate: taskFields.dueDate.default(null),
  description: taskFields.description.default(''),
  assigneeId: taskFields.assigneeId.default(null),
  tags: taskFields.tags.default([]),
  isCompleted: taskFields.isCompleted.default(false),
  isImportant: taskFields.isImportant.default(false),
  isDeleted: z.literal(false).default(false),
  link: taskFields.link.default(null),
});
export type NewTask = z.input<typeof newTaskSchema>;

/** The seed posts the whole task; only the fields sent change (the answer's extra fields are ignored). */
export const taskChangesSchema = z.object(taskFields).partial();
export type TaskChanges = z.infer<typeof taskChangesSchema>;

export const createTaskBodySchema = z.object({ task: newTaskSchema });
export type CreateTaskBody = z.infer<typeof createTaskBodySchema>;
export const updateTaskBodySchema = z.object({ task: taskChangesSchema });
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;

/** Who a task can be given to: the organization's active users. */
export const assigneeSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  avatar: z.string().nullable(),
});
export type TaskAssignee = z.infer<typeof assigneeSchema>;
export const assigneeListSchema = z.object({ assignees: z.array(assigneeSchema) });
