import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorResponseSchema } from '@saldo/contracts/contractors';
import { bearer, createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { adminHeaders, createContractor, freshOrganization, kowalski, type Headers } from './test-helpers.ts';

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
});
afterAll(async () => {
  await t.close();
});

describe('contractors CRUD', () => {
  it('creates a contractor with normalized identifiers and reads it back', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers: admin,
      payload: kowalski,
    });
    expect(response.statusCode).toBe(201);
    const { contractor } = contractorResponseSchema.parse(response.json());
    expect(contractor).toMatchObject({
      name: 'Kowalski & Syn Sp. z o.o.',
      nip: '6783014227',
      postalCode: '31-147',
      website: 'https://kowalski.pl',
      bankAccounts: [{ iban: 'PL61109010140000071219812874', name: 'Główne' }],
      paymentTerm: '14_days',
      paymentTermDays: null,
      differentCorrespondenceAddress: false,
      vatStatus: null,
      tags: ['hurt', 'VIP'],
    });
    const read = await t.app.inject({ url: `/api/apps/contractors/${contractor.id}`, headers: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ contractor });
  });

  it('needs only a name', async () => {
    const contractor = await createContractor(t, admin, { name: 'Jan Kowalski' });
    expect(contractor).toMatchObject({ name: 'Jan Kowalski', country: 'PL', nip: '' });
  });

  it('replaces a contractor with PUT, keeping a correspondence address', async () => {
    const { id } = await createContractor(t, admin, { name: 'Before' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/apps/contractors/${id}`,
      headers: admin,
      payload: {
        name: 'After',
        differentCorrespondenceAddress: true,
        correspondence: { street: 'Skrytka', buildingNumber: '12', postalCode: '00-950', city: 'Warszawa' },
        paymentTerm: 'custom',
        paymentTermDays: 30,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().contractor).toMatchObject({
      id,
      name: 'After',
      differentCorrespondenceAddress: true,
      correspondence: { street: 'Skrytka', city: 'Warszawa', postalCode: '00-950', country: 'PL' },
      paymentTermDays: 30,
    });
  });

  it('drops the second address when it is the same as the company address', async () => {
    const contractor = await createContractor(t, admin, {
      name: 'Same',
      differentCorrespondenceAddress: true,
      correspondenceSameAsCompany: true,
      correspondence: { street: 'ignored', city: 'ignored' },
    });
    const read = await t.app.inject({ url: `/api/apps/contractors/${contractor.id}`, headers: admin });
    expect(read.json().contractor).toMatchObject({
      differentCorrespondenceAddress: true,
      correspondenceSameAsCompany: true,
      correspondence: { street: '', city: '' },
    });
  });

  it('deletes a contractor', async () => {
    const { id } = await createContractor(t, admin, { name: 'To delete' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/apps/contractors/${id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const read = await t.app.inject({ url: `/api/apps/contractors/${id}`, headers: admin });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: 'Contractor not found.' });
  });

  it('refuses a second contractor with the same NIP in one organization, not in another', async () => {
    const nip = '5261040828';
    await createContractor(t, admin, { name: 'GUS', nip });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers: admin,
      payload: { name: 'GUS again', nip: '526-104-08-28' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ nip: 'A contractor with this NIP already exists.' });
    await createContractor(t, await freshOrganization(t), { name: 'GUS', nip });
  });
});

describe('contractor validation', () => {
  const invalid = {
    name: '  ',
    nip: '5261040829',
    postalCode: '31147x',
    email: 'not-an-email',
    website: 'http://',
    phone: 'call me',
    bankAccounts: [{ iban: 'PL00 1234' }],
    paymentTerm: 'custom',
    differentCorrespondenceAddress: true,
    correspondence: { city: '' },
  };

  it('answers every problem in English', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers: admin,
      payload: invalid,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        name: 'Field Is Required',
        nip: 'Invalid Company ID',
        postalCode: 'Enter the postal code as NN-NNN.',
        email: 'Please enter a valid email.',
        website: 'Please enter a valid website address.',
        phone: 'Please enter a valid phone number.',
        'bankAccounts.0.iban': 'Invalid bank account number.',
        paymentTermDays: 'Field Is Required',
        'correspondence.city': 'Field Is Required',
      },
    });
  });

  it('answers in Polish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers: { ...admin, 'accept-language': 'pl-PL,pl;q=0.9' },
      payload: invalid,
    });
    expect(response.json().errors).toMatchObject({
      name: 'To pole jest wymaganym polem',
      nip: 'Nieprawidłowy NIP firmy',
      postalCode: 'Wpisz kod pocztowy w formacie NN-NNN.',
    });
  });

  it('checks the NIP checksum only for Polish contractors', async () => {
    const foreign = await createContractor(t, admin, {
      name: 'Muster GmbH',
      country: 'DE',
      nip: 'DE123456789',
    });
    expect(foreign).toMatchObject({ nip: 'DE123456789' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers: admin,
      payload: { name: 'Bad', nip: '1234567890', country: 'PL', postalCode: '12345678' },
    });
    expect(response.json().errors).toEqual({
      nip: 'Invalid Company ID',
      postalCode: 'Enter the postal code as NN-NNN.',
    });
  });

  it('refuses a wrong shape with the generic messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers: admin,
      payload: { name: 'x'.repeat(301), paymentTerm: '30_days' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'This value must be at most 300 characters.',
      paymentTerm: 'This value is not valid.',
    });
  });
});

describe('contractor access', () => {
  it("answers 404 for another organization's contractor, for every method", async () => {
    const other = await freshOrganization(t);
    const { id } = await createContractor(t, other, { name: 'Not yours' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/apps/contractors/${id}`,
        headers: admin,
        ...(method === 'PUT' ? { payload: { name: 'Taken over' } } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const list = await t.app.inject({ url: '/api/apps/contractors?q=Not%20yours', headers: admin });
    expect(list.json()).toMatchObject({ contractors: [], total: 0 });
  });

  it('refuses a client user (403) and a visitor without a token (401)', async () => {
    const client = bearer((await login(t.app, demo.client)).accessToken);
    for (const url of [
      '/api/apps/contractors',
      '/api/apps/invoice/clients',
      '/api/lookup/company?nip=5261040828',
    ]) {
      expect((await t.app.inject({ url, headers: client })).statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers: client,
      payload: { name: 'x' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('refuses to delete a contractor a user is linked to, with the reason', async () => {
    const demoAdmin = await adminHeaders(t);
    const { id } = await createContractor(t, demoAdmin, { name: 'Client company' });
    await t.database.db.update(users).set({ contractorId: id }).where(eq(users.email, demo.client.email));
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/apps/contractors/${id}`,
      headers: { ...demoAdmin, 'accept-language': 'pl' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Nie można usunąć tego kontrahenta');
    expect(refused.json().message).toContain('1');
    expect((await t.app.inject({ url: `/api/apps/contractors/${id}`, headers: demoAdmin })).statusCode).toBe(
      200,
    );

    await t.database.db.update(users).set({ contractorId: null }).where(eq(users.email, demo.client.email));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/apps/contractors/${id}`,
      headers: demoAdmin,
    });
    expect(deleted.statusCode).toBe(204);
  });
});

describe('a JST subordinate unit or VAT-group member on the card (issue 31, item 7)', () => {
  const unit = { kind: 'jst', nip: '526 025 10 49', name: 'Szkoła Podstawowa nr 3', city: 'Bzdziszewo' };

  it('is saved normalized, read back, and cleared with null', async () => {
    const created = await createContractor(t, admin, {
      name: 'Gmina Bzdziszewo',
      nip: '4444444444',
      recipientUnit: { kind: 'jst', nip: unit.nip, name: unit.name, city: unit.city },
    });
    const read = await t.app.inject({ url: `/api/apps/contractors/${created.id}`, headers: admin });
    expect(contractorResponseSchema.parse(read.json()).contractor.recipientUnit).toEqual({
      kind: 'jst',
      nip: '5260251049',
      name: 'Szkoła Podstawowa nr 3',
      street: '',
      buildingNumber: '',
      flatNumber: '',
      postalCode: '',
      city: 'Bzdziszewo',
      country: 'PL',
    });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/apps/contractors/${created.id}`,
      headers: admin,
      payload: { name: 'Gmina Bzdziszewo', nip: '4444444444', recipientUnit: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(contractorResponseSchema.parse(cleared.json()).contractor.recipientUnit).toBeNull();
  });

  it('needs the unit’s valid NIP and name, and the buyer’s own NIP', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers: admin,
      payload: { name: 'Grupa VAT', recipientUnit: { kind: 'vatGroup', nip: '5260251048', name: ' ' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      nip: 'Field Is Required',
      'recipientUnit.nip': 'Invalid Company ID',
      'recipientUnit.name': 'Field Is Required',
    });
  });
});
