import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, otherOrganizationAdmin, type Caller } from '../../../test/organization-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
});
afterAll(async () => {
  await t.close();
});

describe('categories', () => {
  it('adds, renames and deletes categories; names are unique ignoring case', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const add = (name: string) =>
      call({ method: 'POST', url: '/api/organization/categories', payload: { name, kind: 'cost' } });
    const first = await add(' Paliwo ');
    expect(first.statusCode).toBe(200);
    expect(first.json().categories).toEqual([{ id: expect.any(Number), name: 'Paliwo', kind: 'cost' }]);
    const taken = await add('PALIWO');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ name: 'A category with this name already exists.' });
    expect((await add('')).json().errors).toEqual({ name: 'This field is required.' });
    const id = first.json().categories[0].id as number;
    const renamed = await call({
      method: 'PUT',
      url: `/api/organization/categories/${id}`,
      payload: { name: 'Paliwo i opłaty drogowe', kind: 'cost' },
    });
    expect(renamed.json().categories[0].name).toBe('Paliwo i opłaty drogowe');
    const deleted = await call({ method: 'DELETE', url: `/api/organization/categories/${id}` });
    expect(deleted.json().categories).toEqual([]);
  });

  it("cannot rename or delete another organization's category", async () => {
    const demoList = (await admin({ method: 'GET', url: '/api/organization/categories' })).json().categories;
    const id = demoList[0].id as number;
    const { call } = await otherOrganizationAdmin(t);
    expect((await call({ method: 'GET', url: '/api/organization/categories' })).json().categories).toEqual(
      [],
    );
    const rename = await call({
      method: 'PUT',
      url: `/api/organization/categories/${id}`,
      payload: { name: 'Hacked', kind: 'cost' },
    });
    expect(rename.statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/organization/categories/${id}` })).statusCode).toBe(
      404,
    );
    const after = (await admin({ method: 'GET', url: '/api/organization/categories' })).json().categories;
    expect(after).toEqual(demoList);
  });
});

describe('bank accounts', () => {
  const pln = {
    name: 'Główny',
    iban: '61 1090 1014 0000 0712 1981 2874',
    swift: 'wbkp plpp',
    currency: 'PLN',
    isDefault: false,
  };
  const pln2 = { ...pln, name: 'Pomocniczy', iban: 'PL27114020040000300201355387', swift: '' };
  const eur = { ...pln, name: 'EUR', iban: 'DE89370400440532013000', swift: 'COBADEFFXXX', currency: 'EUR' };

  it('stores the electronic IBAN and keeps exactly one default per currency', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const post = (payload: object) =>
      call({ method: 'POST', url: '/api/organization/bank-accounts', payload });
    const first = (await post(pln)).json().bankAccounts;
    // The first account of a currency becomes its default even if not asked.
    expect(first).toEqual([
      {
        id: expect.any(Number),
        name: 'Główny',
        // Not typed: named from the account's bank code (109).
        bankName: 'Santander Bank Polska S.A.',
        iban: 'PL61109010140000071219812874',
        swift: 'WBKPPLPP',
        currency: 'PLN',
        isDefault: true,
      },
    ]);
    const second = (await post({ ...pln2, bankName: '  mBank  ', isDefault: true })).json().bankAccounts;
    expect(second[1].bankName).toBe('mBank');
    expect(second.map((a: { name: string; isDefault: boolean }) => [a.name, a.isDefault])).toEqual([
      ['Główny', false],
      ['Pomocniczy', true],
    ]);
    const third = (await post(eur)).json().bankAccounts;
    // A foreign account's bank is not guessed.
    expect(third.find((a: { name: string }) => a.name === 'EUR').bankName).toBe('');
    const defaults = third
      .filter((a: { isDefault: boolean }) => a.isDefault)
      .map((a: { name: string }) => a.name);
    expect(defaults.sort()).toEqual(['EUR', 'Pomocniczy']);

    // Deleting the PLN default passes it to the remaining PLN account.
    const pomocniczy = second[1].id as number;
    const afterDelete = (
      await call({ method: 'DELETE', url: `/api/organization/bank-accounts/${pomocniczy}` })
    ).json().bankAccounts;
    expect(afterDelete.find((a: { name: string }) => a.name === 'Główny').isDefault).toBe(true);

    // Moving the EUR account to PLN as its default: PLN's old default steps down.
    const eurId = third.find((a: { name: string }) => a.name === 'EUR').id as number;
    const moved = await call({
      method: 'PUT',
      url: `/api/organization/bank-accounts/${eurId}`,
      payload: { ...eur, currency: 'PLN', isDefault: true },
    });
    expect(moved.statusCode).toBe(200);
    expect(
      moved.json().bankAccounts.map((a: { name: string; isDefault: boolean }) => [a.name, a.isDefault]),
    ).toEqual([
      ['Główny', false],
      ['EUR', true],
    ]);
  });

  it('refuses a wrong IBAN, a wrong SWIFT and the same account twice (en + pl)', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const post = (payload: object, language = 'en') =>
      call({
        method: 'POST',
        url: '/api/organization/bank-accounts',
        payload,
        headers: { 'accept-language': language },
      });
    const wrong = await post({ ...pln, name: '', iban: '61 1090 1014 0000 0712 1981 2875', swift: 'ABC' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      name: 'This field is required.',
      iban: 'Please enter a valid account number (IBAN or 26-digit NRB).',
      swift: 'A SWIFT/BIC code has 8 or 11 letters and digits.',
    });
    const polish = await post({ ...pln, iban: '123' }, 'pl');
    expect(polish.json().errors.iban).toBe('Podaj prawidłowy numer rachunku (IBAN lub 26-cyfrowy NRB).');
    expect((await post(pln)).statusCode).toBe(200);
    const twice = await post({ ...pln, name: 'Again' });
    expect(twice.json().errors).toEqual({ iban: 'This account is already on the list.' });
  });

  it("keeps another organization's accounts out of reach", async () => {
    const demoAccounts = (await admin({ method: 'GET', url: '/api/organization/bank-accounts' })).json()
      .bankAccounts;
    const id = demoAccounts[0].id as number;
    const { call } = await otherOrganizationAdmin(t);
    expect(
      (await call({ method: 'GET', url: '/api/organization/bank-accounts' })).json().bankAccounts,
    ).toEqual([]);
    const change = await call({ method: 'PUT', url: `/api/organization/bank-accounts/${id}`, payload: pln2 });
    expect(change.statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/organization/bank-accounts/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await admin({ method: 'GET', url: '/api/organization/bank-accounts' })).json().bankAccounts,
    ).toEqual(demoAccounts);
  });
});
