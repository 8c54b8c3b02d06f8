import { vi } from 'vitest';
import type { AuthResponse, UserData } from '@saldo/contracts/auth';
import type { Role } from '@saldo/contracts/abilities';
import { userFor } from './fixtures.ts';

/**
 * A `fetch` stand-in for page tests: answers by "METHOD /path" and records every call with its body,
 * so a test can say both what the page showed and what it sent.
 */
export type StubHandler = (body: unknown) => Response | Promise<Response>;

export const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

export function stubApi(routes: Record<string, StubHandler>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ route, body });
    const handler = routes[route];
    return handler ? handler(body) : json(404, { message: `No stub for ${route}` });
  });
  return { calls, callsTo: (route: string) => calls.filter((call) => call.route === route) };
}

/** What /jwt/login and /jwt/register answer for a user of `role`. */
export function authAnswer(role: Role = 'admin', overrides: Partial<UserData> = {}): AuthResponse {
  return { userData: userFor(role, overrides), accessToken: 'access-1', refreshToken: 'refresh-1' };
}
