import {
  assigneeListSchema,
  taskListSchema,
  taskSchema,
  type NewTask,
  type Task,
  type TaskAssignee,
  type TaskChanges,
  type TaskListQuery,
} from '@saldo/contracts/todo';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/apps/todo, answers parsed with the contract schemas. */
const BASE = '/apps/todo/tasks';

export async function fetchTasks(query: TaskListQuery, signal?: AbortSignal): Promise<Task[]> {
  return taskListSchema.parse(await api.get<unknown>(BASE, { query, signal })).tasks;
}

export async function fetchAssignees(signal?: AbortSignal): Promise<TaskAssignee[]> {
  return assigneeListSchema.parse(await api.get<unknown>('/apps/todo/assignees', { signal })).assignees;
}

export async function createTask(task: NewTask): Promise<Task> {
  return taskSchema.parse(await api.post<unknown>(BASE, { task }));
}

export async function updateTask({ id, task }: { id: number; task: TaskChanges }): Promise<Task> {
  return taskSchema.parse(await api.post<unknown>(`${BASE}/${id}`, { task }));
}

export async function deleteTask(id: number): Promise<Task> {
  return taskSchema.parse(await api.delete<unknown>(`${BASE}/${id}`));
}
