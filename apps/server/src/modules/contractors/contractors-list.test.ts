import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceClientSchema } from '@saldo/contracts/contractors';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveLookup } from '../lookup/company-lookups.repository.ts';
import { createContractor, freshOrganization, type Headers } from './test-helpers.ts';

let t: TestApp;
let admin: Headers;

const seed = [
  { name: 'Alfa Sp. z o.o.', nip: '5260251049', city: 'Warszawa', email: 'biuro@alfa.pl', tags: ['hurt'] },
  { name: 'beta s.c.', nip: '6783014227', city: 'Kraków', email: 'kontakt@beta.pl', tags: ['detal'] },
  { name: 'Gamma GmbH', nip: 'DE811115368', country: 'DE', city: 'Berlin', email: 'info@gamma.de' },
  { name: 'Delta 100% Sp. j.', city: 'Gdańsk', email: 'delta@example.com', tags: ['hurt', 'vip'] },
  { name: 'Epsilon', city: 'Warszawa', email: 'epsilon@example.com' },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
  // A white-list answer for beta's NIP, as the panel's look-up would have left it.
  await saveLookup(
    t.database.db,
    '6783014227',
    {
      source: 'white-list',
      name: 'BETA',
      nip: '6783014227',
      regon: null,
      krs: null,
      street: '',
      buildingNumber: '',
      flatNumber: null,
      postalCode: '',
      city: '',
      country: 'PL',
      vatStatus: 'active',
      bankAccounts: [],
      checkedAt: '2026-01-05T10:00:00.000Z',
      whiteListRequestId: 'req-1',
    },
    new Date('2026-01-05T10:00:00.000Z'),
  );
  for (const contractor of seed) await createContractor(t, admin, contractor);
});
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/apps/contractors?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ contractors: { name: string }[]; total: number }>();
  return { names: body.contractors.map((c) => c.name), total: body.total };
}

describe('GET /api/apps/contractors', () => {
  it('lists by name, case-insensitively, ten per page by default', async () => {
    expect(await list('')).toEqual({
      names: ['Alfa Sp. z o.o.', 'beta s.c.', 'Delta 100% Sp. j.', 'Epsilon', 'Gamma GmbH'],
      total: 5,
    });
  });

  it('searches name, NIP (also dashed), e-mail and city', async () => {
    expect((await list('q=ALFA')).names).toEqual(['Alfa Sp. z o.o.']);
    expect((await list('q=678-301')).names).toEqual(['beta s.c.']);
    expect((await list('q=gamma.de')).names).toEqual(['Gamma GmbH']);
    expect((await list('q=warszawa')).names).toEqual(['Alfa Sp. z o.o.', 'Epsilon']);
    // % is a character to find, not a wildcard.
    expect((await list('q=100%25')).names).toEqual(['Delta 100% Sp. j.']);
    expect((await list('q=%25')).names).toEqual(['Delta 100% Sp. j.']);
  });

  it('sorts by each column, both ways', async () => {
    expect((await list('sortBy=name&sortDesc=true')).names[0]).toBe('Gamma GmbH');
    expect((await list('sortBy=city')).names).toEqual([
      'Gamma GmbH',
      'Delta 100% Sp. j.',
      'beta s.c.',
      'Alfa Sp. z o.o.',
      'Epsilon',
    ]);
    // Contractors without a NIP come last in both directions.
    expect((await list('sortBy=nip')).names).toEqual([
      'Alfa Sp. z o.o.',
      'beta s.c.',
      'Gamma GmbH',
      'Delta 100% Sp. j.',
      'Epsilon',
    ]);
    expect((await list('sortBy=nip&sortDesc=true')).names.slice(0, 3)).toEqual([
      'Gamma GmbH',
      'beta s.c.',
      'Alfa Sp. z o.o.',
    ]);
    expect((await list('sortBy=createdAt&sortDesc=true')).names[0]).toBe('Epsilon');
  });

  it('pages, keeping the total', async () => {
    expect(await list('perPage=2&page=2')).toEqual({ names: ['Delta 100% Sp. j.', 'Epsilon'], total: 5 });
    expect(await list('perPage=2&page=4')).toEqual({ names: [], total: 5 });
  });

  it('filters by country, tag and VAT status', async () => {
    expect((await list('country=de')).names).toEqual(['Gamma GmbH']);
    expect((await list('tag=hurt')).names).toEqual(['Alfa Sp. z o.o.', 'Delta 100% Sp. j.']);
    expect((await list('tag=hurt&q=delta')).names).toEqual(['Delta 100% Sp. j.']);
    expect(await list('vatStatus=active')).toEqual({ names: ['beta s.c.'], total: 1 });
    expect((await list('vatStatus=unknown')).total).toBe(4);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of ['sortBy=street', 'perPage=0', 'perPage=101', 'page=-1', 'vatStatus=maybe']) {
      const response = await t.app.inject({ url: `/api/apps/contractors?${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('VAT status from the look-up cache', () => {
  it('copies the cached white-list status on save, with its date', async () => {
    const { contractors } = (
      await t.app.inject({ url: '/api/apps/contractors?q=beta', headers: admin })
    ).json<{ contractors: { vatStatus: string; vatCheckedAt: string }[] }>();
    expect(contractors[0]).toMatchObject({ vatStatus: 'active', vatCheckedAt: '2026-01-05T10:00:00.000Z' });
  });
});

describe('GET /api/apps/invoice/clients', () => {
  it("answers the spec's client entity from the contractors", async () => {
    const response = await t.app.inject({ url: '/api/apps/invoice/clients', headers: admin });
    expect(response.statusCode).toBe(200);
    const clients = invoiceClientSchema.array().parse(response.json());
    expect(clients).toHaveLength(5);
    expect(clients[0]).toEqual({
      id: expect.any(Number),
      address: 'Warszawa',
      company: 'Alfa Sp. z o.o.',
      companyEmail: 'biuro@alfa.pl',
      country: 'PL',
      contact: '',
      name: 'Alfa Sp. z o.o.',
    });
  });
});
