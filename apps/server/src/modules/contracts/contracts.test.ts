import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractList, ContractResponse } from '@saldo/contracts/employment-contracts';
import { createTestApp, demo, type TestApp } from '../../../test/test-app.ts';
import { adminHeaders, freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { clientHeaders } from '../costs/test-helpers.ts';
import { contractsActiveInMonth } from './contracts.repository.ts';
import { employmentBody, insertTestWorker, organizationOf, postContract } from './test-helpers.ts';

let t: TestApp;
let admin: Headers;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  organizationId = await organizationOf(t, demo.admin.email);
});
afterAll(() => t.close());

const newWorker = (lastName: string) => insertTestWorker(t, organizationId, { firstName: 'Anna', lastName });

async function inject(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) {
  return t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload });
}

describe('creating contracts', () => {
  it('signs an employment contract and answers it with its status, terms and audit', async () => {
    const workerId = await newWorker('Etatowa');
    const contract = await postContract(t, admin, employmentBody(workerId));
    expect(contract).toMatchObject({
      worker: { id: workerId, firstName: 'Anna', lastName: 'Etatowa' },
      kind: 'employment',
      employmentType: 'indefinite',
      monthlyGross: 650000,
      lastDay: null,
      termination: null,
      currentTerms: { monthlyGross: 650000, workingTime: { numerator: 1, denominator: 1 } },
      hourlyRate: null,
      mandateVariant: null,
    });
    expect(contract.status).toMatch(/active|upcoming/);
    expect(contract.audit).toEqual([expect.objectContaining({ action: 'created', fields: [] })]);
  });

  it('signs a mandate paid by the hour and a specific work, storing only their kinds’ fields', async () => {
    const workerId = await newWorker('Zleceniobiorczyni');
    const mandate = await postContract(t, admin, {
      ...employmentBody(workerId),
      kind: 'mandate',
      employmentType: null,
      subject: 'Obsługa recepcji',
      payMode: 'hourly',
      hourlyRate: 3500,
      mandateVariant: 'student-under-26',
      monthlyGross: 999999,
    });
    expect(mandate).toMatchObject({
      kind: 'mandate',
      hourlyRate: 3500,
      monthlyGross: null,
      workingTime: null,
      position: '',
      employmentType: null,
      mandateVariant: 'student-under-26',
    });
    const work = await postContract(t, admin, {
      workerId,
      kind: 'specific_work',
      signedOn: '2026-04-01',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      subject: 'Projekt logo firmy',
      flatFee: 400000,
      authorRights: true,
    });
    expect(work).toMatchObject({
      kind: 'specific_work',
      flatFee: 400000,
      authorRights: true,
      lastDay: '2026-04-30',
    });
  });

  it('refuses pay below the pro-rata minimum wage, naming the rule, and writes nothing', async () => {
    const workerId = await newWorker('Minimalna');
    const response = await inject(
      'POST',
      '/api/contracts',
      employmentBody(workerId, { workingTime: { numerator: 1, denominator: 2 }, monthlyGross: 240299 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors.monthlyGross).toBe(
      'Below the minimum wage: for this working time in 2026 the pay must be at least 2403.00 PLN (art. 6 of the Minimum Wage Act, pro rata to the working time).',
    );
    const polish = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: { ...admin, 'accept-language': 'pl' },
      payload: {
        ...employmentBody(workerId),
        kind: 'mandate',
        payMode: 'hourly',
        hourlyRate: 3000,
        mandateVariant: 'only-title',
      },
    });
    expect(polish.statusCode).toBe(400);
    expect(polish.json<{ errors: Record<string, string> }>().errors.hourlyRate).toContain(
      'minimalnej stawki godzinowej: w 2026 r.',
    );
    const list = await inject('GET', `/api/contracts?workerId=${workerId}`);
    expect(list.json<ContractList>().contracts).toEqual([]);
  });

  it('refuses a fixed-term contract without an end, and a worker of another organization', async () => {
    const workerId = await newWorker('Terminowa');
    const noEnd = await inject(
      'POST',
      '/api/contracts',
      employmentBody(workerId, { employmentType: 'fixed_term' }),
    );
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json<{ errors: Record<string, string> }>().errors.endDate).toBe(
      'A fixed-term or trial contract needs an end date.',
    );
    const other = await freshOrganization(t);
    const foreign = await inject('POST', '/api/contracts', employmentBody(workerId), other);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ errors: Record<string, string> }>().errors.workerId).toBe(
      "Choose one of the company's workers.",
    );
  });

  it('refuses a second contract of the same kind overlapping the first, but not one of another kind', async () => {
    const workerId = await newWorker('Podwójna');
    await postContract(
      t,
      admin,
      employmentBody(workerId, { employmentType: 'fixed_term', endDate: '2026-08-31' }),
    );
    const overlapping = await inject(
      'POST',
      '/api/contracts',
      employmentBody(workerId, { signedOn: '2026-08-01', startDate: '2026-08-01' }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ code: 'overlap' });
    await postContract(
      t,
      admin,
      employmentBody(workerId, { signedOn: '2026-09-01', startDate: '2026-09-01' }),
    );
    await postContract(t, admin, {
      workerId,
      kind: 'specific_work',
      signedOn: '2026-05-01',
      startDate: '2026-05-01',
      subject: 'Tłumaczenie regulaminu',
      flatFee: 150000,
    });
  });
});

describe('annexes and termination', () => {
  it('changes pay from a day by annex and keeps the audit free of amounts', async () => {
    const workerId = await newWorker('Aneksowana');
    const contract = await postContract(
      t,
      admin,
      employmentBody(workerId, { startDate: '2025-03-01', signedOn: '2025-03-01' }),
    );
    const annexed = await inject('POST', `/api/contracts/${contract.id}/annexes`, {
      signedOn: '2025-12-20',
      effectiveFrom: '2026-01-01',
      monthlyGross: 700000,
    });
    expect(annexed.statusCode, annexed.body).toBe(200);
    const body = annexed.json<ContractResponse>().contract;
    expect(body.annexes).toEqual([
      expect.objectContaining({
        number: 1,
        effectiveFrom: '2026-01-01',
        monthlyGross: 700000,
        workingTime: null,
      }),
    ]);
    expect(body.currentTerms.monthlyGross).toBe(700000);
    expect(body.audit.map((entry) => entry.action)).toEqual(['created', 'annexed']);
    expect(JSON.stringify(body.audit)).not.toContain('700000');

    const halfTime = await inject('POST', `/api/contracts/${contract.id}/annexes`, {
      signedOn: '2026-01-20',
      effectiveFrom: '2026-02-01',
      workingTime: { numerator: 1, denominator: 2 },
      monthlyGross: 200000,
    });
    expect(halfTime.statusCode).toBe(400);
    expect(halfTime.json<{ errors: Record<string, string> }>().errors.monthlyGross).toContain('2403.00 PLN');
    const again = await inject('GET', `/api/contracts/${contract.id}`);
    expect(again.json<ContractResponse>().contract.annexes).toHaveLength(1);
  });

  it('terminates by notice with the art. 36 period and stops being active after the last day', async () => {
    const workerId = await newWorker('Wypowiedziana');
    const contract = await postContract(
      t,
      admin,
      employmentBody(workerId, { startDate: '2024-11-04', signedOn: '2024-11-04' }),
    );
    const response = await inject('POST', `/api/contracts/${contract.id}/termination`, {
      method: 'notice',
      noticeDate: '2026-11-10',
    });
    expect(response.statusCode, response.body).toBe(200);
    const ended = response.json<ContractResponse>().contract;
    expect(ended.termination).toMatchObject({
      method: 'notice',
      initiatedBy: 'employer',
      noticeDate: '2026-11-10',
      lastDay: '2026-12-31',
      noticeLength: { unit: 'months', count: 1 },
      noticeRule: 'art36',
    });
    expect(ended.lastDay).toBe('2026-12-31');
    expect(ended.audit.at(-1)).toMatchObject({ action: 'terminated', fields: ['terminatedOn'] });

    const december = await contractsActiveInMonth(t.database.db, organizationId, '2026-12');
    const january = await contractsActiveInMonth(t.database.db, organizationId, '2027-01');
    expect(december.map((entry) => entry.contractId)).toContain(contract.id);
    expect(january.map((entry) => entry.contractId)).not.toContain(contract.id);

    const twice = await inject('POST', `/api/contracts/${contract.id}/termination`, {
      method: 'agreement',
      noticeDate: '2026-11-12',
      lastDay: '2026-11-30',
    });
    expect(twice.statusCode).toBe(409);
    const edit = await inject('PUT', `/api/contracts/${contract.id}`, employmentBody(workerId));
    expect(edit.statusCode).toBe(409);
  });

  it('counts the earlier employment with this employer in the notice period, not the contract alone', async () => {
    const workerId = await newWorker('Powracająca');
    // A fixed-term year, then an indefinite contract: employed here since 1 January 2023.
    await postContract(
      t,
      admin,
      employmentBody(workerId, {
        employmentType: 'fixed_term',
        startDate: '2023-01-01',
        endDate: '2023-12-31',
        signedOn: '2022-12-20',
      }),
    );
    const current = await postContract(
      t,
      admin,
      employmentBody(workerId, { startDate: '2024-01-01', signedOn: '2023-12-20' }),
    );
    expect(current.employedSince).toBe('2023-01-01');
    const response = await inject('POST', `/api/contracts/${current.id}/termination`, {
      method: 'notice',
      noticeDate: '2026-03-10',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Over 3 years with this employer: 3 months (the indefinite contract alone would give 1 month).
    expect(response.json<ContractResponse>().contract.termination).toMatchObject({
      noticeLength: { unit: 'months', count: 3 },
      lastDay: '2026-06-30',
    });
  });

  it('ends a mandate by agreement on a named day, and refuses a day before the notice', async () => {
    const workerId = await newWorker('Porozumienie');
    const contract = await postContract(t, admin, {
      workerId,
      kind: 'mandate',
      signedOn: '2026-01-02',
      startDate: '2026-01-02',
      subject: 'Wprowadzanie danych',
      payMode: 'flat',
      flatFee: 200000,
      mandateVariant: 'only-title',
      voluntarySickness: true,
    });
    const early = await inject('POST', `/api/contracts/${contract.id}/termination`, {
      method: 'agreement',
      noticeDate: '2026-06-10',
      lastDay: '2026-06-01',
    });
    expect(early.statusCode).toBe(400);
    const ok = await inject('POST', `/api/contracts/${contract.id}/termination`, {
      method: 'agreement',
      noticeDate: '2026-06-10',
      lastDay: '2026-06-30',
    });
    expect(ok.json<ContractResponse>().contract).toMatchObject({ lastDay: '2026-06-30', status: 'ended' });
  });
});

describe('payroll’s view: contracts active in a month', () => {
  it('gives the terms after annexes, cut where an annex takes effect, with the payroll terms', async () => {
    const workerId = await newWorker('Miesięczna');
    const contract = await postContract(
      t,
      admin,
      employmentBody(workerId, { startDate: '2026-05-11', signedOn: '2026-05-11' }),
    );
    await inject('POST', `/api/contracts/${contract.id}/annexes`, {
      signedOn: '2026-06-01',
      effectiveFrom: '2026-06-15',
      monthlyGross: 720000,
    });
    const may = await contractsActiveInMonth(t.database.db, organizationId, '2026-05');
    expect(may.find((entry) => entry.contractId === contract.id)).toMatchObject({
      workerId,
      activeFrom: '2026-05-11',
      activeTo: '2026-05-31',
      terms: { monthlyGross: 650000 },
      payrollTerms: { kind: 'employment', kup: 'standard' },
    });
    const june = (await contractsActiveInMonth(t.database.db, organizationId, '2026-06')).find(
      (entry) => entry.contractId === contract.id,
    );
    expect(june?.terms.monthlyGross).toBe(720000);
    expect(june?.segments.map((segment) => [segment.from, segment.to, segment.terms.monthlyGross])).toEqual([
      ['2026-06-01', '2026-06-14', 650000],
      ['2026-06-15', '2026-06-30', 720000],
    ]);
    const april = await contractsActiveInMonth(t.database.db, organizationId, '2026-04');
    expect(april.map((entry) => entry.contractId)).not.toContain(contract.id);
  });
});

describe('the contract PDF', () => {
  const textOf = async (pdf: Buffer) => {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    return text.replace(/\s+/g, ' ');
  };

  it('is rendered on the worker pool, not on the request thread', async () => {
    const workerId = await newWorker('Wątkowa');
    const contract = await postContract(t, admin, employmentBody(workerId));
    const tasks: string[] = [];
    const run = t.app.workers.run.bind(t.app.workers);
    t.app.workers.run = ((name, input, options) => {
      tasks.push(name);
      return run(name, input, options);
    }) as typeof t.app.workers.run;
    try {
      const response = await inject('GET', `/api/contracts/${contract.id}/pdf`);
      expect(response.statusCode).toBe(200);
      expect(await textOf(response.rawPayload)).toContain('Anna Wątkowa');
    } finally {
      t.app.workers.run = run;
    }
    expect(tasks).toEqual(['contractPdf']);
  });

  it('prints an employment contract with the art. 29 elements, in Polish and side by side with English', async () => {
    const workerId = await newWorker('Drukowana');
    const contract = await postContract(
      t,
      admin,
      employmentBody(workerId, { workingTime: { numerator: 3, denominator: 4 }, monthlyGross: 480000 }),
    );
    const response = await inject('GET', `/api/contracts/${contract.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await textOf(response.rawPayload);
    for (const expected of [
      'UMOWA O PRACĘ NA CZAS NIEOKREŚLONY',
      'zawarta w dniu 2026-02-27 w miejscowości Kraków',
      'Pracodawca',
      'Anna Drukowana',
      'Rodzaj umówionej pracy: Specjalista ds. księgowości',
      'Miejsce wykonywania pracy: Kraków, ul. Długa 5',
      'Wymiar czasu pracy: 3/4 etatu',
      '4 800,00 zł brutto miesięcznie',
      'cztery tysiące osiemset złotych',
      'Termin rozpoczęcia pracy: 2026-03-01',
      'Kodeksu pracy',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('EMPLOYMENT CONTRACT');

    const bilingual = await inject('GET', `/api/contracts/${contract.id}/pdf?language=pl_en`);
    const both = await textOf(bilingual.rawPayload);
    expect(both).toContain('UMOWA O PRACĘ NA CZAS NIEOKREŚLONY');
    expect(both).toContain('EMPLOYMENT CONTRACT FOR AN INDEFINITE PERIOD');
    expect(both).toContain('Working time: 3/4 of full time');
  });

  it('prints a mandate and a specific work with their own clauses', async () => {
    const workerId = await newWorker('Cywilna');
    const mandate = await postContract(t, admin, {
      workerId,
      kind: 'mandate',
      signedOn: '2026-03-01',
      startDate: '2026-03-01',
      subject: 'Obsługa sklepu internetowego',
      payMode: 'hourly',
      hourlyRate: 3200,
      mandateVariant: 'student-under-26',
    });
    const mandateText = await textOf((await inject('GET', `/api/contracts/${mandate.id}/pdf`)).rawPayload);
    expect(mandateText).toContain('UMOWA ZLECENIA');
    expect(mandateText).toContain('32,00 zł brutto za każdą godzinę');
    expect(mandateText).toContain('art. 8b');
    const work = await postContract(t, admin, {
      workerId,
      kind: 'specific_work',
      signedOn: '2026-03-01',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      subject: 'Projekt logo',
      flatFee: 400000,
      authorRights: true,
    });
    const workText = await textOf((await inject('GET', `/api/contracts/${work.id}/pdf`)).rawPayload);
    expect(workText).toContain('UMOWA O DZIEŁO');
    expect(workText).toContain('autorskie prawa majątkowe');
    expect(workText).toContain('najpóźniej w dniu 2026-03-31');
  });
});

describe('who may see contracts', () => {
  it('refuses a client on every contract route, and hides one organization’s contracts from another', async () => {
    const workerId = await newWorker('Poufna');
    const contract = await postContract(t, admin, employmentBody(workerId));
    const client = await clientHeaders(t);
    for (const [method, url] of [
      ['GET', '/api/contracts'],
      ['GET', `/api/contracts/${contract.id}`],
      ['GET', `/api/contracts/${contract.id}/pdf`],
      ['POST', '/api/contracts'],
      ['PUT', `/api/contracts/${contract.id}`],
      ['POST', `/api/contracts/${contract.id}/annexes`],
      ['POST', `/api/contracts/${contract.id}/termination`],
    ] as const) {
      const response = await inject(
        method,
        url,
        method === 'GET' ? undefined : employmentBody(workerId),
        client,
      );
      expect([403, 404], `${method} ${url}`).toContain(response.statusCode);
    }
    const other = await freshOrganization(t);
    expect((await inject('GET', `/api/contracts/${contract.id}`, undefined, other)).statusCode).toBe(404);
    expect((await inject('GET', `/api/contracts/${contract.id}/pdf`, undefined, other)).statusCode).toBe(404);
    const otherList = await inject('GET', '/api/contracts', undefined, other);
    expect(otherList.json<ContractList>().contracts).toEqual([]);
    const annex = await inject(
      'POST',
      `/api/contracts/${contract.id}/annexes`,
      { signedOn: '2026-05-01', effectiveFrom: '2026-05-01', monthlyGross: 1 },
      other,
    );
    expect(annex.statusCode).toBe(404);
  });
});
