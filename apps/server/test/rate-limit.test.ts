import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_EMAIL: '3' });
});
afterAll(async () => {
  await t.close();
});

const attempt = (url: string, email: string, remoteAddress = '10.0.0.1', language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/jwt/${url}`,
    payload: { email, password: 'wrong-password' },
    remoteAddress,
    headers: { 'accept-language': language },
  });

describe('rate limits on credential endpoints', () => {
  it('stops a fourth try on one e-mail within a minute, from any address', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await attempt('login', 'target@demo.com', ip)).statusCode).toBe(400);
    }
    const blocked = await attempt('login', 'target@demo.com', '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please try again in a minute.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const polish = await attempt('login', 'target@demo.com', '10.0.0.5', 'pl');
    expect(polish.json()).toEqual({ message: 'Zbyt wiele prób. Spróbuj ponownie za minutę.' });
  });

  it('stops one address trying many e-mails', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < 6; i++)
      expect((await attempt('login', `guess${i}@demo.com`, ip)).statusCode).toBe(400);
    expect((await attempt('login', 'guess-next@demo.com', ip)).statusCode).toBe(429);
    // Another endpoint keeps its own count.
    expect((await attempt('forgot-password', 'guess0@demo.com', ip)).statusCode).toBe(200);
  });

  it('limits register, forgot-password and resend-confirmation too', async () => {
    for (const url of ['register', 'forgot-password', 'resend-confirmation']) {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await attempt(url, 'someone@demo.com', `10.0.2.${i}`)).statusCode);
      expect(codes.at(-1), url).toBe(429);
    }
  });
});
