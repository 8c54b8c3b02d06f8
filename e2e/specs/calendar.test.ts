import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

interface ApiEvent {
  id: string;
  title: string;
  start: string;
  end: string;
}

describe('calendar (issue 23)', () => {
  const app = useApp();

  async function token(): Promise<string> {
    const login = await fetch(`${app.baseUrl}/api/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo.admin),
    });
    return ((await login.json()) as { accessToken: string }).accessToken;
  }

  it('drags an event to another day and finds it saved there after a reload', async () => {
    const { page } = app;
    // Two days of the month shown first (the current one), in Warsaw, where the event lives.
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' })
      .format(new Date())
      .slice(0, 7);
    const from = `${month}-10`;
    const to = `${month}-12`;
    const title = `Budget review ${Date.now()}`;
    const bearer = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
    const created = await fetch(`${app.baseUrl}/api/apps/calendar/events`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({
        event: {
          title,
          start: `${from}T10:00`,
          end: `${from}T11:00`,
          extendedProps: { calendar: 'Business' },
        },
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as ApiEvent;

    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');
    await page.goto('/apps/calendar');

    const event = page.locator(`td[data-date="${from}"]`).getByText(title);
    await event.waitFor();
    const target = page.locator(`td[data-date="${to}"]`);
    const source = await event.boundingBox();
    const goal = await target.boundingBox();
    if (!source || !goal) throw new Error('the event or the target day is not on screen');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 5, source.y + source.height / 2 + 5, { steps: 5 });
    await page.mouse.move(goal.x + goal.width / 2, goal.y + goal.height / 2, { steps: 15 });
    await page.mouse.up();
    await page.getByText('Event moved.').waitFor();

    await page.reload();
    await page.locator(`td[data-date="${to}"]`).getByText(title).waitFor();
    expect(await page.locator(`td[data-date="${from}"]`).getByText(title).count()).toBe(0);
    const listed = await fetch(
      `${app.baseUrl}/api/apps/calendar/events?calendars=Business&start=${month}-01&end=${month}-28`,
      { headers: bearer },
    );
    const saved = ((await listed.json()) as ApiEvent[]).find((e) => e.id === id);
    expect(saved?.start.slice(0, 16)).toBe(`${to}T10:00`);
    expect(saved?.end.slice(0, 16)).toBe(`${to}T11:00`);
  });
});
