import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's device cookie against lock-out: a browser that has signed in to an account gets a cookie
 * bound (by HMAC) to that account's e-mail. Its login attempts are counted per device, not against
 * the account's shared allowance, so someone failing the password from elsewhere cannot lock the owner
 * out of their own browser. The cookie names no one: it holds a random id and the HMAC only.
 */
export const DEVICE_COOKIE = 'saldo_device';
const MAX_AGE_SECONDS = 180 * 24 * 3600;

export interface DeviceCookies {
  /** The device id when the request carries a valid device cookie for this e-mail, else null. */
  deviceFor(request: FastifyRequest, email: string): string | null;
  /** Marks this browser as one that signed in to `email`. */
  remember(reply: FastifyReply, email: string): void;
}

export function createDeviceCookies(secret: string, secure: boolean): DeviceCookies {
  // A key of its own, so a device cookie's HMAC can never be mistaken for anything else we sign.
  const key = createHmac('sha256', secret).update('saldo device cookie').digest();
  const mac = (id: string, email: string) =>
    createHmac('sha256', key).update(`${id}|${email}`).digest('base64url');

  return {
    deviceFor(request, email) {
      const header = request.headers.cookie;
      if (!header || !email) return null;
      const value = parse(header)[DEVICE_COOKIE];
      const [id, signature] = (value ?? '').split('.');
      if (!id || !signature || !/^[\w-]{16,64}$/.test(id)) return null;
      const expected = Buffer.from(mac(id, email));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
    remember(reply, email) {
      const id = randomBytes(16).toString('base64url');
      reply.header(
        'set-cookie',
        serialize(DEVICE_COOKIE, `${id}.${mac(id, email)}`, {
          httpOnly: true,
          secure,
          sameSite: 'strict',
          // Sent only with sign-in requests, never with the rest of the API.
          path: '/api/jwt',
          maxAge: MAX_AGE_SECONDS,
        }),
      );
    },
  };
}
