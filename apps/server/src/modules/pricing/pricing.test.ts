import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { planChangeRequestSchema, pricingDataSchema } from '@saldo/contracts/pricing';
import {
  callerWith,
  demoAdmin,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, demo, latestMail, login, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../../integrations/mail/outbox.table.ts';
import { planChangeRequests } from './pricing.table.ts';

let t: TestApp;
let admin: Caller;
let accountant: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t, 'pl');
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
});
afterAll(async () => {
  await t.close();
});

const pricing = async (call: Caller = admin) => {
  const response = await call({ method: 'GET', url: '/api/pricing/data' });
  expect(response.statusCode, response.body).toBe(200);
  return pricingDataSchema.parse(response.json());
};

describe('GET /api/pricing/data', () => {
  it("answers the seed's plans and figures in grosze, and the organization's current plan", async () => {
    const data = await pricing(accountant);
    expect(data.basicPlan).toMatchObject({ monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnnual: 0 } });
    expect(data.standardPlan).toMatchObject({
      plan: 'team',
      monthlyPrice: 4900,
      yearlyPlan: { perMonth: 4000, totalAnnual: 48000 },
      popularPlan: true,
    });
    expect(data.enterprisePlan).toMatchObject({
      monthlyPrice: 9900,
      yearlyPlan: { perMonth: 8000, totalAnnual: 96000 },
    });
    for (const plan of [data.basicPlan, data.standardPlan, data.enterprisePlan])
      expect(plan.planBenefits.length).toBeGreaterThan(0);
    expect(data.currentPlan).toBe('basic');
    expect(data.latestRequest).toBeNull();
  });
});

describe('POST /api/pricing/change-request', () => {
  it('records the request and mails it in the same transaction; no payment is taken', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/pricing/change-request',
      payload: { plan: 'team', billing: 'yearly' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = planChangeRequestSchema.parse(response.json());
    expect(saved).toMatchObject({ plan: 'team', billing: 'yearly' });
    const mail = await latestMail(t.database, demo.admin.email);
    expect(mail?.subject).toContain('Prośba o zmianę planu');
    expect(mail?.textBody).toContain('z Basic na Standard, z rozliczeniem rocznie');
    const data = await pricing();
    // The plan changes when the request is handled, not on asking.
    expect(data.currentPlan).toBe('basic');
    expect(data.latestRequest).toMatchObject({ id: saved.id, plan: 'team', billing: 'yearly' });
  });

  it('refuses the plan the organization already has, the accountant, and leaves no trace', async () => {
    const before = await t.database.db.select().from(planChangeRequests);
    const same = await admin({
      method: 'POST',
      url: '/api/pricing/change-request',
      payload: { plan: 'basic', billing: 'monthly' },
    });
    expect(same.statusCode).toBe(409);
    const refused = await accountant({
      method: 'POST',
      url: '/api/pricing/change-request',
      payload: { plan: 'enterprise', billing: 'monthly' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.database.db.select().from(planChangeRequests)).toHaveLength(before.length);
  });

  it("keeps each organization's requests its own", async () => {
    const other = await otherOrganizationAdmin(t);
    expect((await pricing(other.call)).latestRequest).toBeNull();
    const response = await other.call({
      method: 'POST',
      url: '/api/pricing/change-request',
      payload: { plan: 'enterprise', billing: 'monthly' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await pricing(other.call)).latestRequest?.plan).toBe('enterprise');
    expect((await pricing()).latestRequest?.plan).toBe('team');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, other.form.email));
    expect(mails.some((mail) => mail.subject.includes('Plan change requested'))).toBe(true);
  });
});

describe('without a mail transport', () => {
  it('says so plainly and records nothing', async () => {
    const bare = await createTestApp({ SMTP_URL: '' });
    try {
      const call = await demoAdmin(bare);
      const response = await call({
        method: 'POST',
        url: '/api/pricing/change-request',
        payload: { plan: 'enterprise', billing: 'monthly' },
      });
      expect(response.statusCode).toBe(503);
      expect(await bare.database.db.select().from(planChangeRequests)).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});
