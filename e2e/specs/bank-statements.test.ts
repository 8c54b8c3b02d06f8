import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

interface OpenDocument {
  id: number;
  number: string;
  partyName: string;
  dueDate: string | null;
  currency: string;
  balance: number;
}

const TODAY = new Date().toISOString().slice(0, 10);
const yymmdd = TODAY.slice(2).replaceAll('-', '');
const amountText = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

/** One credit in MT940 (PKO's structured :86:) paying `invoice` (in full by default) into the account `iban`. */
function statementPaying(
  invoice: OpenDocument,
  iban: string,
  number: string,
  amount = invoice.balance,
): string {
  const opening = 100000;
  const title = `Zaplata za fakture ${invoice.number}`;
  const name = invoice.partyName.replace(/[^\p{L}\p{N} .,&-]/gu, ' ');
  return [
    ':20:MT940',
    `:25:/${iban}`,
    `:28C:${number}`,
    `:60F:C${yymmdd}PLN${amountText(opening)}`,
    `:61:${yymmdd}CN${amountText(amount)}N152NONREF//${number}`,
    `:86:020~00152~20${title.slice(0, 27)}~21${title.slice(27, 54)}~32${name.slice(0, 27)}~33${name.slice(27, 54)}`,
    `:62F:C${yymmdd}PLN${amountText(opening + amount)}`,
    '-',
  ].join('\r\n');
}

describe('bank statements', () => {
  const app = useApp();

  async function apiAs(path: string, token: string, init: RequestInit = {}) {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });
    expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
    return (await response.json()) as unknown;
  }

  async function adminToken() {
    const login = (await (
      await fetch(`${app.baseUrl}/api/jwt/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: demo.admin.email, password: demo.admin.password }),
      })
    ).json()) as { accessToken: string };
    return login.accessToken;
  }

  it('imports a statement, accepts the proposed match, and the invoice is paid and off the overdue list', async () => {
    const token = await adminToken();

    const { documents } = (await apiAs('/bank-statements/documents?kind=invoice', token)) as {
      documents: OpenDocument[];
    };
    const invoice = documents.find(
      (d) => d.currency === 'PLN' && d.balance > 0 && d.dueDate !== null && d.dueDate < TODAY,
    );
    if (!invoice) throw new Error('the demo company needs an overdue PLN invoice');
    const { bankAccounts } = (await apiAs('/organization/bank-accounts', token)) as {
      bankAccounts: { iban: string; currency: string }[];
    };
    const account = bankAccounts.find((a) => a.currency === 'PLN');
    if (!account) throw new Error('the demo company needs a PLN account');
    const overdueBefore = ((await apiAs('/apps/invoice/overdue', token)) as { total: number }).total;
    // The proposal is accepted by hand in the browser: automatic matching is off for this test.
    await apiAs('/bank-statements/settings', token, {
      method: 'PUT',
      body: JSON.stringify({ autoMatchScore: 101 }),
    });

    const { page } = app;
    const loginPage = new LoginPage(page);
    await loginPage.open();
    await loginPage.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/documents/bank-statement');
    await page.getByRole('heading', { name: 'Bank statements' }).waitFor();
    await page.getByRole('button', { name: 'Import statement' }).first().click();
    const number = `E2E${Date.now()}`;
    await page.getByLabel('Statement file', { exact: true }).setInputFiles({
      name: 'wyciag.sta',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(statementPaying(invoice, account.iban, number)),
    });
    await page.getByText('Lines imported: 1').waitFor({ timeout: 20_000 });
    await page.getByText('Matched automatically: 0').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

    const row = page.getByRole('row').filter({ hasText: invoice.number });
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: /^Open the line of/ }).click();
    const proposal = page.getByTestId('proposal').filter({ hasText: invoice.number }).first();
    await proposal.getByText(`${invoice.number} in the title`).waitFor({ timeout: 15_000 });
    await proposal.getByText('amount equals the balance').waitFor();
    await proposal.getByRole('button', { name: `Accept ${invoice.number}` }).click();
    await page.getByText(`Matched with ${invoice.number}`).first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).waitFor();

    await page.goto(`/apps/invoice/preview/${invoice.id}`);
    await page.getByText('Paid', { exact: true }).first().waitFor({ timeout: 15_000 });

    const overdueAfter = ((await apiAs('/apps/invoice/overdue', token)) as { total: number }).total;
    expect(overdueAfter).toBe(overdueBefore - 1);
    await page.goto('/apps/invoices/list/expired');
    await page.getByRole('heading', { name: 'Overdue invoices' }).waitFor();
    if (overdueAfter > 0)
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('link') })
        .first()
        .waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: invoice.number, exact: true }).count()).toBe(0);
  });
  it("applies a contractor's overpayment to another of its invoices from the contractor page", async () => {
    const token = await adminToken();
    const { documents } = (await apiAs('/bank-statements/documents?kind=invoice', token)) as {
      documents: OpenDocument[];
    };
    // A contractor with two open PLN invoices: the first paid with too much, the second settled by the rest.
    const open = documents.filter((d) => d.currency === 'PLN' && d.balance > 1_000);
    const first = open.find((d) => open.some((other) => other !== d && other.partyName === d.partyName));
    const second = open.find((d) => d !== first && d.partyName === first?.partyName);
    if (!first || !second) throw new Error('the demo company needs a contractor with two open PLN invoices');
    const {
      invoice: { contractorId },
    } = (await apiAs(`/apps/invoice/invoices/${first.id}`, token)) as { invoice: { contractorId: number } };
    const { bankAccounts } = (await apiAs('/organization/bank-accounts', token)) as {
      bankAccounts: { iban: string; currency: string }[];
    };
    const account = bankAccounts.find((a) => a.currency === 'PLN');
    if (!account) throw new Error('the demo company needs a PLN account');
    await apiAs('/bank-statements/settings', token, {
      method: 'PUT',
      body: JSON.stringify({ autoMatchScore: 101 }),
    });
    // The statement pays the first invoice and half of the second on top: that half is the credit.
    const surplus = Math.floor(second.balance / 2);
    const number = `CR${Date.now()}`;
    const form = new FormData();
    form.append(
      'file',
      new Blob([statementPaying(first, account.iban, number, first.balance + surplus)]),
      'nadplata.sta',
    );
    const imported = await fetch(`${app.baseUrl}/api/bank-statements/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const statementId = ((await imported.json()) as { imported: { statementId: number }[] }).imported[0]
      ?.statementId;
    const { lines } = (await apiAs(`/bank-statements/lines?statementId=${statementId}`, token)) as {
      lines: { id: number }[];
    };
    const line = lines[0];
    if (!line) throw new Error('no line imported');
    const matched = (await apiAs(`/bank-statements/lines/${line.id}/match`, token, {
      method: 'POST',
      body: JSON.stringify({ documents: [{ kind: 'invoice', id: first.id }] }),
    })) as { excess: number };
    expect(matched.excess).toBe(surplus);
    const before = (await apiAs(`/bank-statements/credits?contractorId=${contractorId}`, token)) as {
      lines: { lineId: number; available: number }[];
      invoices: { id: number }[];
    };
    expect(before.lines.find((l) => l.lineId === line.id)?.available).toBe(surplus);
    expect(before.invoices.map((i) => i.id)).toContain(second.id);

    const { page } = app;
    const loginPage = new LoginPage(page);
    await loginPage.open();
    await loginPage.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');
    await page.goto(`/apps/contractors/${contractorId}`);
    const panel = page.getByTestId('contractor-credit');
    await panel.waitFor({ timeout: 20_000 });
    const row = panel.getByRole('row').filter({ hasText: 'Zaplata za fakture' });
    await row.waitFor();
    // The line's own form: the second invoice chosen, the amount proposed is the whole credit.
    const applyRow = row.locator('xpath=following-sibling::tr[1]');
    await applyRow.getByLabel('Invoice', { exact: true }).click();
    await page.getByRole('option', { name: `${second.number} · ` }).click();
    await expect.poll(() => applyRow.getByLabel('Amount', { exact: true }).inputValue()).not.toBe('');
    await applyRow.getByRole('button', { name: 'Apply credit' }).click();
    await page.getByText(`Credit applied to ${second.number}`).first().waitFor({ timeout: 15_000 });
    await panel.getByTestId('credit-application').filter({ hasText: second.number }).waitFor();
    await panel.getByRole('button', { name: `Undo the credit applied to ${second.number}` }).waitFor();

    const after = (await apiAs(`/bank-statements/credits?contractorId=${contractorId}`, token)) as {
      lines: { lineId: number; available: number }[];
      invoices: { id: number; balance: number }[];
    };
    expect(after.lines.find((l) => l.lineId === line.id)?.available).toBe(0);
    expect(after.invoices.find((i) => i.id === second.id)?.balance).toBe(second.balance - surplus);
  });
});
