import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserListQuery } from '@saldo/contracts/users';
import {
  createUser,
  endUserSession,
  fetchUser,
  fetchUserActivity,
  fetchUsers,
  fetchUserSessions,
  updateUser,
} from './users-api.ts';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  sessions: (id: number) => [...userKeys.all, 'sessions', id] as const,
  activity: (id: number) => [...userKeys.all, 'activity', id] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    enabled: validId(id),
  });
}

export function useUserSessions(id: number) {
  return useQuery({
    queryKey: userKeys.sessions(id),
    queryFn: ({ signal }) => fetchUserSessions(id, signal),
    enabled: validId(id),
  });
}

export function useUserActivity(id: number) {
  return useQuery({
    queryKey: userKeys.activity(id),
    queryFn: ({ signal }) => fetchUserActivity(id, signal),
    enabled: validId(id),
  });
}

/** A new or changed user moves in any list (name, role, status): the lists go stale. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      client.setQueryData(userKeys.detail(user.id), user);
      return client.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      client.setQueryData(userKeys.detail(user.id), user);
      return client.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

export function useEndUserSession(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => endUserSession({ id, sessionId }),
    onSuccess: (sessions) => client.setQueryData(userKeys.sessions(id), sessions),
  });
}
