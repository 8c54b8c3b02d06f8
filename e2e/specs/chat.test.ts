import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { newPage } from '../support/browser.ts';
import { useApp } from '../support/fixture.ts';

describe('chat (issue 24)', () => {
  const app = useApp();

  it('the admin and the client chat live in two browsers, with typing and unseen counts', async () => {
    // The admin's browser.
    const admin = app.page;
    const login = new LoginPage(admin);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await admin.waitForURL('**/dashboard/**');

    // The client's browser, in a context of its own.
    const browser = app.context.browser();
    if (!browser) throw new Error('no browser');
    const other = await newPage(browser, app.baseUrl);
    try {
      const client = other.page;
      const clientLogin = new LoginPage(client);
      await clientLogin.open();
      await clientLogin.logIn(demo.client.email, demo.client.password);
      await client.waitForURL('**/access-control**');

      await client.goto('/apps/chat');
      // The client's one contact is the company; the seeded conversation is there.
      const company = client.getByRole('button', { name: /, unread: \d+$/ }).first();
      await company.click();
      await client.getByTestId('chat-message').filter({ hasText: 'opłacę ją w piątek' }).waitFor();

      await admin.goto('/apps/chat');
      const clientContact = admin.getByRole('button', { name: /^Jan Nowak,/ });
      await clientContact.click();
      await admin.getByTestId('chat-message').filter({ hasText: 'opłacę ją w piątek' }).waitFor();

      // The client types: the admin sees it, then the message arrives without a reload.
      const composer = client.getByRole('textbox', { name: 'Message', exact: true });
      await composer.fill('Czy mogę zapłacić');
      await admin.getByText('Jan Nowak is typing…').waitFor();
      await composer.fill('Czy mogę zapłacić w dwóch ratach? <b>pilne</b> https://example.com/plan');
      await composer.press('Enter');
      const arrived = admin.getByTestId('chat-message').filter({ hasText: 'w dwóch ratach' });
      await arrived.waitFor({ timeout: 15_000 });
      // HTML stays text; the address is a plain link that hands over neither opener nor referrer.
      await expect.poll(() => arrived.getByText('<b>pilne</b>').count()).toBe(1);
      const link = arrived.getByRole('link', { name: 'https://example.com/plan' });
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

      // The admin answers with the keyboard; the client sees it live.
      const reply = admin.getByRole('textbox', { name: 'Message', exact: true });
      await reply.fill('Tak, proszę o dwie wpłaty do końca miesiąca.');
      await reply.press('Enter');
      await client
        .getByTestId('chat-message')
        .filter({ hasText: 'dwie wpłaty' })
        .waitFor({ timeout: 15_000 });

      // The client leaves the chat page; a new message shows as unseen on return, then resets.
      await client.goto('/access-control');
      await reply.fill('Przypomnę jeszcze o terminie.');
      await reply.press('Enter');
      await admin.getByTestId('chat-message').filter({ hasText: 'Przypomnę' }).waitFor();
      await client.goto('/apps/chat');
      await client.getByRole('button', { name: /unread: 1$/ }).waitFor();
      await client.getByRole('button', { name: /unread: 1$/ }).click();
      await client.getByTestId('chat-message').filter({ hasText: 'Przypomnę' }).waitFor();
      await client.getByRole('button', { name: /unread: 0$/ }).waitFor();
    } finally {
      await other.context.close();
    }
  }, 120_000);
});
