// Balance confirmations and the client's account, on the receivables report's fixed books
// (debt/reports/test-helpers.ts) as of Tuesday 30 June 2026. Figures by hand below.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceConfirmationListSchema,
  balanceConfirmationSchema,
  issuedBalanceConfirmationsSchema,
} from '@saldo/contracts/balance-confirmations';
import { clientAccountSchema } from '@saldo/contracts/dashboard';
import { bearer, createTestApp, login, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { clientHeaders } from '../costs/test-helpers.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { REPORT_DATE, seedScenario, type Scenario } from '../debt/reports/test-helpers.ts';
import { balanceConfirmationAudit } from './balance-confirmations.table.ts';

const url = '/api/balance-confirmations';
/** PDFs render in the worker pool (the first one starts it): room for a machine under load. */
const PDF_TIMEOUT = 120_000;
let t: TestApp;
let s: Scenario;
let alfaClient: Headers;
let betaClient: Headers;

/** A client user of the scenario's organization, linked to a contractor. */
async function clientOf(contractorId: number, email: string): Promise<Headers> {
  await t.database.db.insert(users).values({
    organizationId: s.organizationId,
    email,
    username: email,
    fullName: `Klient ${email}`,
    passwordHash: await hashPassword('client-password-1'),
    role: 'client',
    contractorId,
    emailConfirmedAt: new Date(),
  });
  return bearer((await login(t.app, { email, password: 'client-password-1' })).accessToken);
}

const post = (path: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `${url}${path}`, headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  s = await seedScenario(t);
  alfaClient = await clientOf(s.alfa.id, 'alfa@klient.pl');
  betaClient = await clientOf(s.beta.id, 'beta@klient.pl');
});
afterAll(async () => {
  await t.close();
});

describe('issuing', () => {
  it('snapshots the open documents of one contractor as of the day', async () => {
    const response = await post('', s.headers, { asOfDate: REPORT_DATE, contractorId: s.alfa.id });
    expect(response.statusCode).toBe(200);
    const { issued, skipped } = issuedBalanceConfirmationsSchema.parse(response.json());
    expect(skipped).toBe(0);
    // Alfa on 30 June: 500,00 due 16 March, 1 000,00 less 400,00 paid, and its −100,00 correction.
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      contractorId: s.alfa.id,
      contractorName: 'Alfa S.A.',
      asOfDate: REPORT_DATE,
      balance: 100_000,
      status: 'pending',
    });
    expect(issued[0]?.documents.map((d) => [d.dueDate, d.balance, d.balancePln])).toEqual([
      ['2026-03-16', 50_000, 50_000],
      ['2026-06-15', 60_000, 60_000],
      ['2026-06-24', -10_000, -10_000],
    ]);
  });

  it('issues to every contractor with an open balance, skipping the ones already asked', async () => {
    const response = await post('', s.headers, { asOfDate: REPORT_DATE });
    const { issued, skipped } = issuedBalanceConfirmationsSchema.parse(response.json());
    expect(skipped).toBe(1);
    // Beta: 750 EUR open = 3 218,48 PLN; Gamma: 2 000,00 (its 5 July payment is after the day) + 300,00.
    expect(issued.map((c) => [c.contractorName, c.balance])).toEqual([
      ['Beta GmbH', 321_848],
      ['Gamma Sp. z o.o.', 230_000],
    ]);
    expect(issued[0]?.documents[0]).toMatchObject({ currency: 'EUR', balance: 75_000, balancePln: 321_848 });
  });

  it('refuses a client, a contractor of another organization and a bad day', async () => {
    expect((await post('', alfaClient, { asOfDate: REPORT_DATE })).statusCode).toBe(403);
    const other = await freshOrganization(t);
    expect((await post('', other, { asOfDate: REPORT_DATE, contractorId: s.alfa.id })).statusCode).toBe(404);
    expect((await post('', s.headers, { asOfDate: '2026-02-30' })).statusCode).toBe(400);
  });
});

describe('the client', () => {
  it('sees only its own confirmations and account', async () => {
    const list = balanceConfirmationListSchema.parse(
      (await t.app.inject({ url, headers: alfaClient })).json(),
    ).confirmations;
    expect(list.map((c) => c.contractorName)).toEqual(['Alfa S.A.']);
    const adminList = balanceConfirmationListSchema.parse(
      (await t.app.inject({ url, headers: s.headers })).json(),
    );
    expect(adminList.confirmations).toHaveLength(3);
    const betaId = adminList.confirmations.find((c) => c.contractorName === 'Beta GmbH')?.id;
    expect((await t.app.inject({ url: `${url}/${betaId}`, headers: alfaClient })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}/${betaId}/pdf`, headers: alfaClient })).statusCode).toBe(404);
    // The demo organization's client sees none of these.
    const demoList = (await t.app.inject({ url, headers: await clientHeaders(t) })).json();
    expect(demoList.confirmations.every((c: { contractorId: number }) => c.contractorId !== s.alfa.id)).toBe(
      true,
    );

    // Today every payment counts: Alfa still owes 600,00 + 500,00 − 100,00, two invoices overdue.
    const account = clientAccountSchema.parse(
      (
        await t.app.inject({ url: `/api/client-account?contractorId=${s.beta.id}`, headers: alfaClient })
      ).json(),
    );
    expect(account.contractor.name).toBe('Alfa S.A.');
    expect(account.balancePln).toBe(100_000);
    expect(account.overduePln).toBe(110_000);
    expect(account.openInvoices.filter((i) => i.overdue)).toHaveLength(2);
    expect(account.payments.map((p) => [p.date, p.amount])).toEqual([['2026-06-20', 40_000]]);
    // The admin names the contractor.
    const beta = clientAccountSchema.parse(
      (
        await t.app.inject({ url: `/api/client-account?contractorId=${s.beta.id}`, headers: s.headers })
      ).json(),
    );
    expect(beta.balances).toEqual([{ currency: 'EUR', balance: 75_000, overdue: 75_000 }]);
    expect((await t.app.inject({ url: '/api/client-account', headers: s.headers })).statusCode).toBe(400);
  });

  it(
    'downloads the PDF and confirms; the admin sees the answer; a second answer is refused',
    async () => {
      const [mine] = balanceConfirmationListSchema.parse(
        (await t.app.inject({ url, headers: alfaClient })).json(),
      ).confirmations;
      const pdf = await t.app.inject({ url: `${url}/${mine?.id}/pdf`, headers: alfaClient });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.headers['content-disposition']).toContain(
        `potwierdzenie-salda-${mine?.id}-${REPORT_DATE}.pdf`,
      );

      // The admin cannot answer for the contractor.
      expect((await post(`/${mine?.id}/answer`, s.headers, { answer: 'confirmed' })).statusCode).toBe(403);
      // A dispute needs a comment.
      expect((await post(`/${mine?.id}/answer`, alfaClient, { answer: 'disputed' })).statusCode).toBe(400);
      const answered = await post(`/${mine?.id}/answer`, alfaClient, {
        answer: 'confirmed',
        comment: 'Zgodne.',
      });
      expect(answered.statusCode).toBe(200);
      expect(balanceConfirmationSchema.parse(answered.json())).toMatchObject({
        status: 'confirmed',
        comment: 'Zgodne.',
        answeredBy: 'Klient alfa@klient.pl',
      });
      expect(
        (await post(`/${mine?.id}/answer`, alfaClient, { answer: 'disputed', comment: 'x' })).statusCode,
      ).toBe(409);

      const confirmed = (await t.app.inject({ url: `${url}?status=confirmed`, headers: s.headers })).json();
      expect(confirmed.confirmations.map((c: { id: number }) => c.id)).toEqual([mine?.id]);
      const audit = await t.database.db.select().from(balanceConfirmationAudit);
      expect(audit.filter((a) => a.confirmationId === mine?.id).map((a) => a.action)).toEqual([
        'issued',
        'downloaded',
        'confirmed',
      ]);
    },
    PDF_TIMEOUT,
  );

  it('lets another contractor dispute its own with a comment, and shows it on the dashboard', async () => {
    const [beta] = balanceConfirmationListSchema.parse(
      (await t.app.inject({ url, headers: betaClient })).json(),
    ).confirmations;
    const disputed = await post(`/${beta?.id}/answer`, betaClient, {
      answer: 'disputed',
      comment: 'Zapłaciliśmy 250 EUR 28 czerwca.',
    });
    expect(disputed.json()).toMatchObject({
      status: 'disputed',
      comment: 'Zapłaciliśmy 250 EUR 28 czerwca.',
    });
    const overview = (await t.app.inject({ url: '/api/dashboard/overview', headers: s.headers })).json();
    expect(overview.balanceConfirmations).toEqual({ pending: 1, confirmed: 1, disputed: 1 });
  });
});

/** Gamma's confirmation: still pending after the answers above. */
async function gammaConfirmation() {
  const list = balanceConfirmationListSchema.parse(
    (await t.app.inject({ url: `${url}?contractorId=${s.gamma.id}`, headers: s.headers })).json(),
  );
  const [gamma] = list.confirmations;
  if (!gamma) throw new Error('Gamma has no confirmation');
  return gamma;
}

async function pdfText(id: number, query = '', headers: Headers = s.headers): Promise<string> {
  const response = await t.app.inject({ url: `${url}/${id}/pdf${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const proxy = await getDocumentProxy(new Uint8Array(response.rawPayload));
  // Lines wrap where the page ends them: compare the words.
  return (await extractText(proxy, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('the PDF in the recipient’s language', () => {
  it(
    'prints in the language asked for: English and German, amounts and dates as each writes them',
    async () => {
      const gamma = await gammaConfirmation();
      // Gamma owes 2 000,00 due 9 July and 300,00 due 1 April: 2 300,00 in the company's favour.
      const english = await pdfText(gamma.id, '?lang=en');
      expect(english).toContain('BALANCE CONFIRMATION');
      expect(english).toContain(
        'According to our books, as of 30/06/2026 the balance of our mutual accounts is 2,300.00 PLN in our favour (owed by you).',
      );
      expect(english).toContain('Documents making up the balance');
      expect(english).toContain('2 FV/3/06/2026 25/06/2026 09/07/2026 PLN 2,000.00 2,000.00 2,000.00');
      expect(english).toContain("Contractor's answer");
      expect(english).not.toContain('Według naszych ksiąg');

      const german = await pdfText(gamma.id, '?lang=de');
      expect(german).toContain('SALDENBESTÄTIGUNG');
      expect(german).toContain('zum 30.06.2026 2.300,00 PLN zu unseren Gunsten (Ihre Verbindlichkeit)');
      expect(german).toContain('Antwort des Geschäftspartners');

      for (const [lang, title] of [
        ['fr', 'CONFIRMATION DE SOLDE'],
        ['pt', 'CONFIRMAÇÃO DE SALDO'],
      ] as const) {
        expect(await pdfText(gamma.id, `?lang=${lang}`)).toContain(title);
      }
      expect(
        (await t.app.inject({ url: `${url}/${gamma.id}/pdf?lang=xx`, headers: s.headers })).statusCode,
      ).toBe(400);
    },
    PDF_TIMEOUT,
  );

  it(
    'is in the contractor’s language when no language is asked for: Polish for Poland, German for Germany',
    async () => {
      const gamma = await gammaConfirmation();
      const polish = await pdfText(gamma.id);
      expect(polish).toContain('POTWIERDZENIE SALDA');
      expect(polish).toContain('2 300,00 zł na naszą korzyść');
      await t.database.db.update(contractors).set({ country: 'DE' }).where(eq(contractors.id, s.gamma.id));
      try {
        expect(await pdfText(gamma.id)).toContain('SALDENBESTÄTIGUNG');
      } finally {
        await t.database.db.update(contractors).set({ country: 'PL' }).where(eq(contractors.id, s.gamma.id));
      }
    },
    PDF_TIMEOUT,
  );
});

describe('answers received on paper', () => {
  it('lets only the company record one, once, with the disputed balance, the day and a note; audited', async () => {
    const gamma = await gammaConfirmation();
    const paper = (headers: Headers, payload: object) => post(`/${gamma.id}/paper-answer`, headers, payload);
    const dispute = {
      answer: 'disputed',
      receivedOn: '2026-07-10',
      disputedBalance: 200_000,
      comment: 'Według kontrahenta faktura na 300,00 zapłacona 30 czerwca.',
    };
    // A client never records the company's paper (and answers its own in the app).
    expect((await paper(alfaClient, dispute)).statusCode).toBe(403);
    // A dispute states the contractor's balance; a confirmation has none; the day is not before the
    // confirmation's nor after today.
    expect((await paper(s.headers, { ...dispute, disputedBalance: null })).statusCode).toBe(400);
    expect(
      (await paper(s.headers, { answer: 'confirmed', receivedOn: '2026-07-10', disputedBalance: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await paper(s.headers, { ...dispute, receivedOn: '2026-06-01' })).statusCode).toBe(400);
    expect((await paper(s.headers, { ...dispute, receivedOn: '2999-01-01' })).statusCode).toBe(400);

    const recorded = await paper(s.headers, dispute);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(balanceConfirmationSchema.parse(recorded.json())).toMatchObject({
      status: 'disputed',
      answerChannel: 'paper',
      disputedBalance: 200_000,
      receivedOn: '2026-07-10',
      comment: dispute.comment,
      answeredBy: expect.any(String),
    });
    expect((await paper(s.headers, { answer: 'confirmed', receivedOn: '2026-07-11' })).statusCode).toBe(409);
    // The contractor sees the answer recorded for it; it can no longer answer in the app.
    expect((await post(`/${gamma.id}/answer`, s.headers, { answer: 'confirmed' })).statusCode).toBe(403);

    const answers = balanceConfirmationListSchema.parse(
      (await t.app.inject({ url, headers: s.headers })).json(),
    ).confirmations;
    expect(answers.map((c) => [c.contractorName, c.status, c.answerChannel]).sort()).toEqual(
      [
        ['Alfa S.A.', 'confirmed', 'app'],
        ['Beta GmbH', 'disputed', 'app'],
        ['Gamma Sp. z o.o.', 'disputed', 'paper'],
      ].sort(),
    );
    const audit = await t.database.db
      .select()
      .from(balanceConfirmationAudit)
      .where(eq(balanceConfirmationAudit.confirmationId, gamma.id));
    expect(audit.at(-1)).toMatchObject({
      action: 'disputedOnPaper',
      details: { receivedOn: '2026-07-10', disputedBalance: 200_000, comment: dispute.comment },
    });
  });
});
