// Shared by the contractors test files (not imported by the app).
import type { ContractorInputBody } from '@saldo/contracts/contractors';
import { bearer, confirmEmail, demo, login, newRegistration, type TestApp } from '../../../test/test-app.ts';

export type Headers = Record<string, string>;

export async function adminHeaders(t: TestApp): Promise<Headers> {
  return bearer((await login(t.app, demo.admin)).accessToken);
}

/**
 * An admin of a brand-new organization of its own (self-registration creates one), with the address
 * confirmed, as a user who went on to work in the app would have it.
 */
export async function freshOrganization(t: TestApp): Promise<Headers> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/jwt/register',
    payload: newRegistration(),
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const session = response.json<{ accessToken: string; userData: { id: number } }>();
  await confirmEmail(t.database, session.userData.id);
  return bearer(session.accessToken);
}

export const kowalski: ContractorInputBody = {
  name: 'Kowalski & Syn Sp. z o.o.',
  nip: '678-301-42-27',
  regon: '365123458',
  country: 'PL',
  street: 'ul. Długa',
  buildingNumber: '5',
  flatNumber: '3',
  postalCode: '31147',
  city: 'Kraków',
  phone: '+48 12 345 67 89',
  email: 'biuro@kowalski.pl',
  website: 'kowalski.pl',
  bankAccounts: [{ iban: '61 1090 1014 0000 0712 1981 2874', name: 'Główne' }],
  paymentTerm: '14_days',
  tags: ['hurt', 'VIP'],
  notes: 'Stały klient',
};

export async function createContractor(t: TestApp, headers: Headers, payload: ContractorInputBody) {
  const response = await t.app.inject({ method: 'POST', url: '/api/apps/contractors', headers, payload });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ contractor: { id: number; name: string } }>().contractor;
}
