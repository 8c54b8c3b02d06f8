import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

describe('help centre and pricing (issue 26)', () => {
  // Mail kept in the outbox: the plan change request is recorded and mailed.
  const app = useApp({ env: () => ({ SMTP_URL: 'outbox:' }) });

  it('the accountant searches the FAQ, opens a help article and marks it helpful', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.accountant.email, demo.accountant.password);
    await app.page.waitForURL('**/dashboard/**');

    await app.page.goto('/pages/faq');
    await app.page.getByRole('heading', { name: 'Payments', exact: true }).waitFor();
    await app.page.getByLabel('Search the questions').fill('ksef');
    await app.page.getByRole('heading', { name: 'Payments', exact: true }).waitFor({ state: 'detached' });
    const delivery = app.page.getByRole('region', { name: 'Sending documents' });
    await delivery.getByRole('button', { name: 'When does an invoice go to the KSeF?' }).click();
    await delivery.getByText('The KSeF panel shows each sending').waitFor();

    await app.page.goto('/pages/knowledge-base');
    await app.page.getByRole('link', { name: 'KSeF', exact: true }).click();
    await app.page.waitForURL('**/pages/knowledge-base/ksef');
    await app.page.getByRole('link', { name: 'Sending invoices to the KSeF' }).click();
    await app.page.waitForURL('**/pages/knowledge-base/ksef/ksef-sending');
    await app.page.getByRole('heading', { name: 'Sending invoices to the KSeF' }).waitFor();
    // The article links to the screen it explains.
    expect(await app.page.getByRole('link', { name: 'Open the KSeF panel' }).getAttribute('href')).toBe(
      '/apps/ksef',
    );

    await app.page.getByRole('button', { name: 'Yes', exact: true }).click();
    await app.page.getByText('Helpful: 1 · Not helpful: 0').waitFor();
    await app.page.getByText('Thank you for your vote.').waitFor();
    // One vote per user: voting again leaves the count as it was.
    await app.page.getByRole('button', { name: 'Yes', exact: true }).click();
    await app.page.reload();
    await app.page.getByText('Helpful: 1 · Not helpful: 0').waitFor();
  });

  it('the admin sees the current plan on the pricing page and requests a change', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');

    await app.page.goto('/pages/pricing');
    await app.page.getByText("Your organization's current plan: Basic.").waitFor();
    const basic = app.page.getByRole('region', { name: 'Basic' });
    await basic.getByRole('button', { name: 'Your current plan' }).waitFor();
    const standard = app.page.getByRole('region', { name: 'Standard' });
    await standard.getByText(/PLN\s49\.00/).waitFor();
    await app.page.getByText('Yearly', { exact: true }).click();
    await standard.getByText(/PLN\s40\.00/).waitFor();
    await standard.getByText(/PLN\s480\.00 billed yearly/).waitFor();

    await standard.getByRole('button', { name: 'Request Standard' }).click();
    await app.page.getByText('Your request has been recorded and e-mailed to you.').waitFor();
    await app.page.getByText(/Change to Standard \(yearly\) requested by/i).waitFor();
    // The plan changes when the request is handled, not on asking.
    await app.page.getByText("Your organization's current plan: Basic.").waitFor();
  });
});
