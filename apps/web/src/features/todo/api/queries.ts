import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskListQuery, TodoLinkKind } from '@saldo/contracts/todo';
import { searchLinkCandidates } from './link-search.ts';
import { createTask, deleteTask, fetchAssignees, fetchTasks, updateTask } from './todo-api.ts';

export const todoKeys = {
  all: ['todo'] as const,
  lists: () => [...todoKeys.all, 'list'] as const,
  list: (query: TaskListQuery) => [...todoKeys.lists(), query] as const,
  assignees: () => [...todoKeys.all, 'assignees'] as const,
  linkSearch: (kind: TodoLinkKind, q: string) => [...todoKeys.all, 'link-search', kind, q] as const,
};

export function useTasks(query: TaskListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: todoKeys.list(query),
    queryFn: ({ signal }) => fetchTasks(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useAssignees(enabled = true) {
  return useQuery({
    queryKey: todoKeys.assignees(),
    queryFn: ({ signal }) => fetchAssignees(signal),
    staleTime: 60_000,
    enabled,
  });
}

/** The documents matching a search, for the task panel's link picker. */
export function useLinkCandidates(kind: TodoLinkKind, q: string, enabled = true) {
  return useQuery({
    queryKey: todoKeys.linkSearch(kind, q.trim()),
    queryFn: ({ signal }) => searchLinkCandidates(kind, q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

/** Any change can move a task between the filters, tags and sorts: every list goes stale. */
function useTaskMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: todoKeys.lists() }),
  });
}

export const useCreateTask = () => useTaskMutation(createTask);
export const useUpdateTask = () => useTaskMutation(updateTask);
export const useDeleteTask = () => useTaskMutation(deleteTask);
