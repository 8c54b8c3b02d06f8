import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, confirmEmail, demo, login, newRegistration, type TestApp } from './test-app.ts';

/**
 * Callers for the organization settings tests: the demo admin and client (the seeded organization)
 * and a freshly registered admin, who owns a second organization (tenant isolation).
 */
export type Caller = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export function callerWith(t: TestApp, accessToken: string, language = 'en'): Caller {
  return (options) =>
    t.app.inject({
      ...options,
      headers: { ...bearer(accessToken), 'accept-language': language, ...options.headers },
    });
}

export async function demoAdmin(t: TestApp, language = 'en') {
  return callerWith(t, (await login(t.app, demo.admin)).accessToken, language);
}

export async function demoClient(t: TestApp) {
  return callerWith(t, (await login(t.app, demo.client)).accessToken);
}

/**
 * A new admin of a new organization (self-registration), with its login data and its address
 * confirmed (mail to others needs that).
 */
export async function otherOrganizationAdmin(t: TestApp) {
  const form = newRegistration();
  const response = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: form });
  const session = response.json<{ accessToken: string; userData: { id: number } }>();
  await confirmEmail(t.database, session.userData.id);
  return { form, userId: session.userData.id, call: callerWith(t, session.accessToken) };
}

/** A complete, valid company profile (a NIP with a correct checksum). */
export const validCompany = {
  name: 'Nowa Firma sp. z o.o.',
  nip: '526-025-09-95',
  regon: '123456785',
  krs: '0000099999',
  street: 'ul. Długa',
  buildingNumber: '5',
  flatNumber: '2',
  postalCode: '31-147',
  city: 'Kraków',
  country: 'PL',
  email: 'kontakt@nowafirma.pl',
  phone: '+48 12 345 67 89',
  website: 'nowafirma.pl',
  vatStatus: 'payer',
  vatExemptionBasis: '',
} as const;
