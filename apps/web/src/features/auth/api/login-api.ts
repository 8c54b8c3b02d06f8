import type { AuthResponse, LoginBody, MessageResponse } from '@saldo/contracts/auth';
import type { LoginResponse, LoginSession, MfaChallenge } from '@saldo/contracts/two-factor';
import { api } from '../../../lib/api-client.ts';
import { saveLogin } from '../../../lib/session.ts';
import { isAuthResponse, MalformedAnswerError } from '../../../lib/session-shape.ts';
import { setTwoFactorEnrolmentRequired } from '../two-factor-enrolment.ts';

/**
 * The calls of the login page, without TanStack Query or zod (issue 18: the login page loads only
 * what its form needs). Answers are still checked before anything is stored, by the hand-written
 * shape checks of lib/session-shape.ts, so a malformed answer fails here instead of leaving a
 * half-written session behind. None of them carries a token: a stale token must not turn a login
 * into a refresh attempt.
 */
const publicCall = { auth: false } as const;

export function isMfaTicket(value: unknown): value is MfaChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return answer.mfaRequired === true && typeof answer.mfaToken === 'string';
}

function asLoginSession(value: unknown): LoginSession {
  if (!isAuthResponse(value)) throw new MalformedAnswerError('sign-in');
  const { mfaEnrolmentRequired } = value as AuthResponse & { mfaEnrolmentRequired?: unknown };
  if (mfaEnrolmentRequired !== undefined && typeof mfaEnrolmentRequired !== 'boolean')
    throw new MalformedAnswerError('sign-in');
  return value;
}

/** A session, or for an account with two-factor sign-in a ticket for the code step (loginWithCode). */
export async function login(body: Required<LoginBody>): Promise<LoginResponse> {
  const answer = await api.post<unknown>('/jwt/login', body, publicCall);
  return isMfaTicket(answer) ? answer : asLoginSession(answer);
}

export async function loginWithCode(body: {
  mfaToken: string;
  code?: string;
  recoveryCode?: string;
}): Promise<LoginSession> {
  return asLoginSession(await api.post<unknown>('/jwt/login/mfa', body, publicCall));
}

export async function demoAccountsAvailable(): Promise<boolean> {
  const answer = await api.get<{ available: boolean }>('/jwt/demo-accounts', publicCall);
  return answer.available === true;
}

export function resendConfirmation(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/jwt/resend-confirmation', { email }, publicCall);
}

/** Stores the new session (lib/session.ts has the query cache dropped first, when there is one). */
export function startSession(answer: AuthResponse | LoginSession): void {
  saveLogin(answer);
  setTwoFactorEnrolmentRequired('mfaEnrolmentRequired' in answer && answer.mfaEnrolmentRequired === true);
}

/** Signs in; a finished sign-in is stored at once, a two-factor account gets only its ticket. */
export async function signIn(body: Required<LoginBody>): Promise<LoginResponse> {
  const answer = await login(body);
  if (!isMfaTicket(answer)) startSession(answer);
  return answer;
}

/** The code step of a two-factor sign-in; the session is stored before the answer is handed on. */
export async function signInWithCode(body: Parameters<typeof loginWithCode>[0]): Promise<LoginSession> {
  const answer = await loginWithCode(body);
  startSession(answer);
  return answer;
}
