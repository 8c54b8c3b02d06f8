import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  authResponseSchema,
  type AuthResponse,
  type LoginBody,
  type MessageResponse,
  type RegisterBody,
} from '@saldo/contracts/auth';
import {
  isMfaChallenge,
  loginResponseSchema,
  loginSessionSchema,
  type LoginResponse,
  type LoginSession,
} from '@saldo/contracts/two-factor';
import { api } from '../../../lib/api-client.ts';
import { saveLogin } from '../../../lib/session.ts';
import { setTwoFactorEnrolmentRequired } from '../two-factor-enrolment.ts';

/**
 * Fetchers for the public authentication endpoints. None of them carries a token: a stale token must
 * not turn a login into a refresh attempt. Auth answers are parsed, so a malformed answer fails here
 * instead of leaving a half-written session behind.
 */
const publicCall = { auth: false } as const;

/** A session, or for an account with two-factor sign-in a ticket for the code step (loginWithCode). */
export async function login(body: Required<LoginBody>): Promise<LoginResponse> {
  return loginResponseSchema.parse(await api.post<unknown>('/jwt/login', body, publicCall));
}

export async function loginWithCode(body: {
  mfaToken: string;
  code?: string;
  recoveryCode?: string;
}): Promise<LoginSession> {
  return loginSessionSchema.parse(await api.post<unknown>('/jwt/login/mfa', body, publicCall));
}

export async function demoAccountsAvailable(): Promise<boolean> {
  const answer = await api.get<{ available: boolean }>('/jwt/demo-accounts', publicCall);
  return answer.available === true;
}

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

export function resendConfirmation(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/jwt/resend-confirmation', { email }, publicCall);
}

/** Query keys of the auth feature; only confirm-email is a query (see ConfirmEmailStatus). */
export const authKeys = {
  all: ['auth'] as const,
  confirmEmail: (token: string) => [...authKeys.all, 'confirm-email', token] as const,
  demoAccounts: () => [...authKeys.all, 'demo-accounts'] as const,
};

/** Whether the seeded demo accounts exist; the login page shows their hint only then. */
export const useDemoAccountsQuery = () =>
  useQuery({ queryKey: authKeys.demoAccounts(), queryFn: demoAccountsAvailable, retry: false });

/**
 * Stores the new session. Cached queries are dropped first: they may hold another user's data (a
 * session that expired in another tab leaves the cache behind), and nothing may be served from it.
 */
function startSession(client: QueryClient, answer: AuthResponse | LoginSession) {
  client.removeQueries();
  saveLogin(answer);
  setTwoFactorEnrolmentRequired('mfaEnrolmentRequired' in answer && answer.mfaEnrolmentRequired === true);
}

export function useLoginMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    // A two-factor account gets no session yet: the code step (useLoginWithCodeMutation) starts it.
    onSuccess: (answer) => {
      if (!isMfaChallenge(answer)) startSession(client, answer);
    },
  });
}

export function useLoginWithCodeMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: loginWithCode, onSuccess: (answer) => startSession(client, answer) });
}

export function useRegisterMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (answer) => startSession(client, answer) });
}

export const useForgotPasswordMutation = () => useMutation({ mutationFn: forgotPassword });
export const useResendConfirmationMutation = () => useMutation({ mutationFn: resendConfirmation });
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
  });
