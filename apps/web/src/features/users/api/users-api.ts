import {
  userActivityListSchema,
  userListSchema,
  userSchema,
  userSessionListSchema,
  type NewUser,
  type UpdateUserBody,
  type User,
  type UserActivity,
  type UserList,
  type UserListQuery,
  type UserSession,
} from '@saldo/contracts/users';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/apps/user/users, answers parsed with the contract schemas. */
const BASE = '/apps/user/users';

export async function fetchUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserList> {
  return userListSchema.parse(await api.get<unknown>(BASE, { query, signal }));
}

export async function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  return userSchema.parse(await api.get<unknown>(`${BASE}/${id}`, { signal }));
}

export async function createUser(user: NewUser): Promise<User> {
  return userSchema.parse(await api.post<unknown>(BASE, { user }));
}

export async function updateUser({ id, body }: { id: number; body: UpdateUserBody }): Promise<User> {
  return userSchema.parse(await api.put<unknown>(`${BASE}/${id}`, body));
}

export async function fetchUserSessions(id: number, signal?: AbortSignal): Promise<UserSession[]> {
  return userSessionListSchema.parse(await api.get<unknown>(`${BASE}/${id}/sessions`, { signal })).sessions;
}

export async function endUserSession({ id, sessionId }: { id: number; sessionId: string }) {
  return userSessionListSchema.parse(await api.delete<unknown>(`${BASE}/${id}/sessions/${sessionId}`))
    .sessions;
}

export async function fetchUserActivity(id: number, signal?: AbortSignal): Promise<UserActivity[]> {
  return userActivityListSchema.parse(await api.get<unknown>(`${BASE}/${id}/activity`, { signal })).activity;
}
