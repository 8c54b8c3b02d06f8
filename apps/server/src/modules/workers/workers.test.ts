import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PublicWorkerForm,
  WorkerFormList,
  WorkerFormSummary,
  WorkerList,
  WorkerResponse,
} from '@saldo/contracts/workers';
import { createTestApp, latestMail, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { PDF } from '../../../test/walk-fixture.ts';
import { adminHeaders, freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { employmentBody } from '../contracts/test-helpers.ts';
import { clientHeaders } from '../costs/test-helpers.ts';
import { peselFor, postWorker, sampleWorker } from './test-helpers.ts';
import { workerAudit, workerForms } from './workers.table.ts';

let t: TestApp;
let admin: Headers;
let other: Headers;
let client: Headers;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  other = await freshOrganization(t);
  client = await clientHeaders(t);
});
afterAll(() => t.close());

const polish = (headers: Headers) => ({ ...headers, 'accept-language': 'pl' });

describe('worker records', () => {
  it('adds a worker, derives the date of birth and sex from the PESEL and names the tax office', async () => {
    const worker = await postWorker(t, admin, sampleWorker({ lastName: 'Zielińska' }));
    expect(worker).toMatchObject({
      birthDate: '1988-04-12',
      sex: 'female',
      taxOfficeName: 'PIERWSZY URZĄD SKARBOWY KRAKÓW',
      under26: false,
      under26Relief: false,
      address: { postalCode: '30-001' },
    });
    expect(worker.audit).toEqual([expect.objectContaining({ action: 'created', fields: [] })]);
    const read = await t.app.inject({ method: 'GET', url: `/api/workers/${worker.id}`, headers: admin });
    expect(read.json<WorkerResponse>().worker.lastName).toBe('Zielińska');
  });

  it('gives the under-26 relief from the date of birth unless waived', async () => {
    const young = await postWorker(t, admin, sampleWorker({ pesel: peselFor('2004-05-05', '1235') }));
    expect(young).toMatchObject({ under26: true, under26Relief: true, sex: 'male' });
    const waived = await t.app.inject({
      method: 'PUT',
      url: `/api/workers/${young.id}`,
      headers: admin,
      payload: { ...sampleWorker({ pesel: young.pesel }), under26Waived: true },
    });
    expect(waived.json<WorkerResponse>().worker).toMatchObject({ under26: true, under26Relief: false });
  });

  it('refuses a bad PESEL and a bad IBAN with translated field errors, and changes nothing', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/workers?perPage=100', headers: admin });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/workers',
      headers: polish(admin),
      payload: sampleWorker({ pesel: '88041204621', bankAccount: 'PL61109010140000071219812875' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        pesel: expect.stringContaining('PESEL'),
        bankAccount: expect.stringContaining('IBAN'),
      },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/workers?perPage=100', headers: admin });
    expect(after.json<WorkerList>().total).toBe(before.json<WorkerList>().total);
  });

  it('refuses the same PESEL twice in one organization, not in another', async () => {
    const pesel = peselFor('1975-01-30', '3456');
    await postWorker(t, admin, sampleWorker({ pesel }));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/workers',
      headers: admin,
      payload: sampleWorker({ pesel }),
    });
    expect(again.statusCode).toBe(409);
    await postWorker(t, other, sampleWorker({ pesel }));
  });

  it('audits an edit by field name, never by value', async () => {
    const worker = await postWorker(t, admin, sampleWorker({ pesel: peselFor('1990-10-10', '5553') }));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/workers/${worker.id}`,
      headers: admin,
      payload: sampleWorker({
        pesel: worker.pesel,
        address: { street: 'Nowa', buildingNumber: '9', postalCode: '31-002', city: 'Kraków' },
        ppkJoined: true,
        ppkEmployeeRate: '2',
        ppkEmployerRate: '1,5',
        kupVariant: 'raised',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<WorkerResponse>().worker;
    expect(updated.ppkEmployerRate).toBe('1.5');
    const entry = updated.audit.at(-1);
    expect(entry).toMatchObject({ action: 'updated', by: expect.any(String) });
    expect(entry?.fields.sort()).toEqual(
      ['address', 'kupVariant', 'ppkEmployeeRate', 'ppkEmployerRate', 'ppkJoined'].sort(),
    );
    const stored = await t.database.db.select().from(workerAudit).where(eq(workerAudit.workerId, worker.id));
    expect(JSON.stringify(stored)).not.toContain(worker.pesel);
    expect(JSON.stringify(stored)).not.toContain('Nowa');
  });

  it('lists with search, status filter and paging', async () => {
    await postWorker(
      t,
      admin,
      sampleWorker({
        firstName: 'Bogumiła',
        lastName: 'Szukana',
        status: 'left',
        pesel: '',
        identityKind: 'passport',
        passportNumber: 'ZX1234567',
        birthDate: '1970-03-03',
      }),
    );
    const found = await t.app.inject({ method: 'GET', url: '/api/workers?q=szukana', headers: admin });
    expect(found.json<WorkerList>().workers.map((w) => w.lastName)).toEqual(['Szukana']);
    const left = await t.app.inject({
      method: 'GET',
      url: '/api/workers?status=left&perPage=100',
      headers: admin,
    });
    expect(left.json<WorkerList>().workers.every((w) => w.status === 'left')).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/api/workers?perPage=2&page=1', headers: admin });
    expect(page.json<WorkerList>().workers).toHaveLength(2);
    expect(page.json<WorkerList>().total).toBeGreaterThan(2);
  });

  it('filters by the kind of contract a worker has', async () => {
    const hired = await postWorker(t, other, sampleWorker({ pesel: peselFor('1983-07-07', '2226') }));
    await postWorker(
      t,
      other,
      sampleWorker({ pesel: peselFor('1983-07-08', '2226'), lastName: 'Bezumowna' }),
    );
    const contract = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: other,
      payload: employmentBody(hired.id),
    });
    expect(contract.statusCode, contract.body).toBe(201);
    const employed = await t.app.inject({
      method: 'GET',
      url: '/api/workers?contractType=employment',
      headers: other,
    });
    expect(employed.json<WorkerList>().workers.map((w) => w.id)).toEqual([hired.id]);
    const mandate = await t.app.inject({
      method: 'GET',
      url: '/api/workers?contractType=mandate',
      headers: other,
    });
    expect(mandate.json<WorkerList>().total).toBe(0);
  });

  it('keeps another organization and a client out', async () => {
    const worker = await postWorker(t, admin, sampleWorker({ pesel: peselFor('1980-08-08', '7778') }));
    for (const headers of [other, client]) {
      const read = await t.app.inject({ method: 'GET', url: `/api/workers/${worker.id}`, headers });
      expect([403, 404]).toContain(read.statusCode);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/workers/${worker.id}`,
        headers,
        payload: sampleWorker({ pesel: worker.pesel }),
      });
      expect([403, 404]).toContain(put.statusCode);
    }
    for (const url of ['/api/workers', '/api/workers/forms']) {
      expect((await t.app.inject({ method: 'GET', url, headers: client })).statusCode).toBe(403);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/workers?perPage=100', headers: other });
    expect(list.json<WorkerList>().workers.some((w) => w.id === worker.id)).toBe(false);
  });
});

const upload = (data: Buffer) => {
  const body = multipartBody([{ field: 'file', filename: 'świadectwo.pdf', type: 'application/pdf', data }]);
  return { payload: body.payload, headers: { ...admin, ...body.headers } };
};

describe('worker documents', () => {
  it('uploads, downloads and deletes a scan, audited', async () => {
    const worker = await postWorker(t, admin, sampleWorker({ pesel: peselFor('1985-12-24', '0120') }));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/workers/${worker.id}/documents`,
      ...upload(PDF),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json<{ id: number }>();
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/workers/${worker.id}/documents/${id}?download=1`,
      headers: admin,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/workers/${worker.id}/documents/${id}`,
          headers: other,
        })
      ).statusCode,
    ).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/workers/${worker.id}/documents/${id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    const read = await t.app.inject({ method: 'GET', url: `/api/workers/${worker.id}`, headers: admin });
    const detail = read.json<WorkerResponse>().worker;
    expect(detail.documents).toEqual([]);
    expect(detail.audit.map((a) => a.action)).toEqual(['created', 'document_added', 'document_removed']);
  });

  it('refuses a file that is not a PDF or an image', async () => {
    const worker = await postWorker(t, admin, sampleWorker({ pesel: peselFor('1985-12-25', '0120') }));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/workers/${worker.id}/documents`,
      ...upload(Buffer.from('hello')),
    });
    expect(uploaded.statusCode).toBe(400);
  });
});

/** Sends a questionnaire and returns it with the token from the mailed link. */
async function sendForm(email: string, payload: Record<string, unknown> = {}) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/workers/forms',
    headers: admin,
    payload: { email, language: 'pl', ...payload },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const mail = await latestMail(t.database, email);
  const token = mail?.textBody.match(/\/worker-form\?token=([\w%-]+)/)?.[1];
  if (!token) throw new Error('no questionnaire link in the mail');
  return { form: sent.json<WorkerFormSummary>(), token: decodeURIComponent(token), mail };
}

const answers = {
  firstName: 'Tomasz',
  lastName: 'Ankietowy',
  birthDate: '1992-06-15',
  email: 'tomasz@example.com',
  phone: '500600700',
  address: { street: 'Morska', buildingNumber: '12', postalCode: '81-001', city: 'Gdynia', country: 'PL' },
  education: 'Politechnika Gdańska, 2016',
  workHistory: '',
  pesel: peselFor('1992-06-15', '4431'),
  passportNumber: '',
  taxOfficeCode: '2206',
  nfzBranch: '11',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
};

describe('the onboarding questionnaire', () => {
  it('mails a single-use link in the chosen language and stores only its hash', async () => {
    const { form, token, mail } = await sendForm('kandydat@example.com');
    expect(form).toMatchObject({ status: 'sent', language: 'pl', includePayroll: true });
    expect(mail?.subject).toContain('Kwestionariusz osobowy');
    expect(mail?.textBody).toContain('http://saldo.test/worker-form?token=');
    const [row] = await t.database.db.select().from(workerForms).where(eq(workerForms.id, form.id));
    expect(row?.tokenHash).not.toContain(token);
    const english = await sendForm('candidate@example.com', { language: 'en' });
    expect(english.mail?.subject).toContain('Personal questionnaire');
  });

  it('is answered logged out; the answers wait for review and change no record', async () => {
    const { form, token } = await sendForm('tomasz@example.com');
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/worker-form?token=${encodeURIComponent(token)}`,
    });
    expect(open.statusCode).toBe(200);
    expect(open.json<PublicWorkerForm>()).toMatchObject({ includePayroll: true, language: 'pl' });
    expect(open.json<PublicWorkerForm>().organizationName).not.toBe('');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/worker-form',
      headers: { 'accept-language': 'pl' },
      payload: {
        token,
        answers: { ...answers, pesel: '92061544310', address: { ...answers.address, postalCode: '8100' } },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: {
        pesel: expect.stringContaining('PESEL'),
        'address.postalCode': expect.stringContaining('NN-NNN'),
      },
    });

    const before = await t.app.inject({ method: 'GET', url: '/api/workers?perPage=100', headers: admin });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/worker-form',
      payload: { token, answers },
    });
    expect(submitted.statusCode, submitted.body).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/workers?perPage=100', headers: admin });
    expect(after.json<WorkerList>().total).toBe(before.json<WorkerList>().total);

    const used = await t.app.inject({
      method: 'GET',
      url: `/api/worker-form?token=${encodeURIComponent(token)}`,
    });
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ code: 'form_used' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/worker-form',
      payload: { token, answers },
    });
    expect(again.statusCode).toBe(410);

    const listed = await t.app.inject({ method: 'GET', url: '/api/workers/forms', headers: admin });
    expect(listed.json<WorkerFormList>().forms.find((f) => f.id === form.id)).toMatchObject({
      status: 'submitted',
      answeredName: 'Tomasz Ankietowy',
    });
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/workers/forms/${form.id}`,
      headers: admin,
    });
    expect(review.json()).toMatchObject({
      form: { answers: { bankAccount: 'PL61109010140000071219812874', pesel: answers.pesel } },
    });
  });

  it('the admin accepts chosen answers into a new record, and the answers are then cleared', async () => {
    const { form, token } = await sendForm('nowy@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/worker-form',
      payload: { token, answers: { ...answers, pesel: peselFor('1992-06-15', '4449') } },
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/workers/forms/${form.id}/accept`,
      headers: admin,
      payload: { workerId: null, fields: ['firstName', 'lastName', 'pesel', 'address', 'bankAccount'] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const worker = accepted.json<WorkerResponse>().worker;
    expect(worker).toMatchObject({
      status: 'candidate',
      firstName: 'Tomasz',
      birthDate: '1992-06-15',
      email: '',
      taxOfficeCode: '',
      bankAccount: 'PL61109010140000071219812874',
    });
    expect(worker.audit[0]).toMatchObject({ action: 'form_accepted' });
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/workers/forms/${form.id}`,
      headers: admin,
    });
    expect(review.json()).toMatchObject({ form: { status: 'accepted', answers: null, workerId: worker.id } });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/workers/forms/${form.id}/accept`,
      headers: admin,
      payload: { workerId: null, fields: ['firstName'] },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('accepts answers field by field into an existing worker', async () => {
    const existing = await postWorker(t, admin, sampleWorker({ pesel: peselFor('1992-06-15', '4457') }));
    const { form, token } = await sendForm('istniejacy@example.com', { workerId: existing.id });
    await t.app.inject({
      method: 'POST',
      url: '/api/worker-form',
      payload: { token, answers: { ...answers, pesel: existing.pesel } },
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/workers/forms/${form.id}/accept`,
      headers: admin,
      payload: { workerId: existing.id, fields: ['phone', 'taxOfficeCode'] },
    });
    const worker = accepted.json<WorkerResponse>().worker;
    expect(worker).toMatchObject({ phone: '500600700', taxOfficeCode: '2206', lastName: existing.lastName });
    expect(worker.audit.at(-1)).toMatchObject({
      action: 'form_accepted',
      fields: ['phone', 'taxOfficeCode'],
    });
  });

  it('says an expired link has expired, and an unknown one is not valid', async () => {
    const { form, token } = await sendForm('spozniony@example.com');
    await t.database.db
      .update(workerForms)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workerForms.id, form.id));
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/worker-form?token=${encodeURIComponent(token)}`,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'form_expired' });
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/worker-form',
      payload: { token, answers },
    });
    expect(submit.statusCode).toBe(410);
    const listed = await t.app.inject({ method: 'GET', url: '/api/workers/forms', headers: admin });
    expect(listed.json<WorkerFormList>().forms.find((f) => f.id === form.id)?.status).toBe('expired');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/worker-form?token=nonsense' });
    expect(unknown.statusCode).toBe(404);
  });

  it('a withdrawn link stops working', async () => {
    const { form, token } = await sendForm('wycofany@example.com');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/workers/forms/${form.id}/reject`,
      headers: admin,
    });
    expect(rejected.statusCode).toBe(200);
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/worker-form?token=${encodeURIComponent(token)}`,
    });
    expect(open.statusCode).toBe(410);
  });

  it('a candidate questionnaire does not ask or keep payroll data', async () => {
    const { form, token } = await sendForm('rekrutacja@example.com', { includePayroll: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/worker-form',
      payload: { token, answers: { ...answers, pesel: '' } },
    });
    expect(response.statusCode, response.body).toBe(204);
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/workers/forms/${form.id}`,
      headers: admin,
    });
    expect(review.json()).toMatchObject({
      form: { answers: { pesel: '', bankAccount: '', taxOfficeCode: '' } },
    });
  });

  it('is refused plainly when no mail transport is configured, and to another organization', async () => {
    const forOther = await t.app.inject({
      method: 'POST',
      url: '/api/workers/forms',
      headers: other,
      payload: { email: 'x@example.com', language: 'pl', workerId: 1 },
    });
    expect(forOther.statusCode).toBe(404);
    const noMail = await createTestApp({ SMTP_URL: '' });
    try {
      const headers = await adminHeaders(noMail);
      const refused = await noMail.app.inject({
        method: 'POST',
        url: '/api/workers/forms',
        headers: polish(headers),
        payload: { email: 'x@example.com', language: 'pl' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'mail_not_configured' });
    } finally {
      await noMail.close();
    }
  });
});
