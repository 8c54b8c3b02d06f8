import { useMutation } from '@tanstack/react-query';
import {
  authResponseSchema,
  type AuthResponse,
  type MessageResponse,
  type RegisterBody,
} from '@saldo/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { startSession } from './login-api.ts';

/**
 * Fetchers for the public authentication endpoints other than the login page's (login-api.ts, kept
 * free of TanStack Query and zod). None of them carries a token: a stale token must not turn a login
 * into a refresh attempt. Auth answers are parsed, so a malformed answer fails here instead of leaving
 * a half-written session behind.
 */
const publicCall = { auth: false } as const;

export async function register(body: Required<RegisterBody>): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post<unknown>('/jwt/register', body, publicCall));
}

export function forgotPassword(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/jwt/forgot-password', { email }, publicCall);
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/jwt/reset-password', { token, password }, publicCall);
}

export function confirmEmail(token: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/jwt/confirm-email', { token }, publicCall);
}

/** Query keys of the auth feature; only confirm-email is a query (see ConfirmEmailStatus). */
export const authKeys = {
  all: ['auth'] as const,
  confirmEmail: (token: string) => [...authKeys.all, 'confirm-email', token] as const,
};

// The query cache is dropped as the session starts (lib/session.ts onSessionStart, app/kit).
export const useRegisterMutation = () => useMutation({ mutationFn: register, onSuccess: startSession });

export const useForgotPasswordMutation = () => useMutation({ mutationFn: forgotPassword });
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
  });
