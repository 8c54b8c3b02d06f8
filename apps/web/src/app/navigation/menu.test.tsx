import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilityRulesFor, createAbility, guestRules } from '@saldo/contracts/abilities';
import { renderWithProviders } from '../../test/render.tsx';
import { loginAs } from '../../test/fixtures.ts';
import { VerticalMenu } from './VerticalMenu.tsx';
import { HorizontalMenu } from './HorizontalMenu.tsx';
import { isLinkActive, menuItems, visibleMenu, type MenuEntry } from './menu-items.ts';

const ids = (entries: MenuEntry[]) =>
  entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.id] : [entry.id, ...entry.children.map((c) => c.id)],
  );

describe('menu entries and abilities', () => {
  it('shows an admin every business area', () => {
    const visible = ids(visibleMenu(menuItems, createAbility(abilityRulesFor('admin'))));
    for (const id of [
      'dashboard',
      'invoices',
      'debt',
      'documents',
      'costs',
      'payroll',
      'taxReturns',
      'bankStatements',
    ]) {
      expect(visible).toContain(id);
    }
    expect(visible).toContain('contractors');
    expect(visible).toContain('ksef');
    expect(visible).toContain('workers');
    expect(visible).toContain('contracts');
  });

  it('shows a client only the pages their rules cover, and drops groups left empty', () => {
    const visible = visibleMenu(menuItems, createAbility(abilityRulesFor('client')));
    // A client reads its own invoices (the server narrows them to its contractor) and their
    // overdue ones with the reminders sent to it; not the receivables report ('read Report').
    expect(ids(visible)).toEqual([
      'invoices',
      'invoiceList',
      'debt',
      'documents',
      'sales',
      'apps',
      'calendar',
      'todo',
      'chat',
      'shop',
      'pages',
      'accountSettings',
      'accessControl',
      'faq',
      'knowledgeBase',
      'pricing',
      'blog',
    ]);
    // The KSeF panel is the company's business, not a buyer's; so are its mail and users. The chat
    // is the client's support channel with the company.
    expect(ids(visible)).not.toContain('ksef');
    expect(ids(visible)).not.toContain('users');
    expect(ids(visible)).not.toContain('email');
    // The component gallery is the administrators' style guide.
    expect(ids(visible)).not.toContain('uiKit');
  });

  it("shows the blog's editor and author the pages they write and read, none of the books", () => {
    for (const role of ['editor', 'author']) {
      expect(ids(visibleMenu(menuItems, createAbility(abilityRulesFor(role))))).toEqual([
        'pages',
        'accountSettings',
        'profile',
        'faq',
        'knowledgeBase',
        'pricing',
        'blog',
      ]);
    }
  });

  it('shows an accountant the books and reports, but neither the users nor the access control page', () => {
    const visible = ids(visibleMenu(menuItems, createAbility(abilityRulesFor('accountant'))));
    for (const id of ['dashboard', 'invoiceList', 'costs', 'payroll', 'taxReturns', 'bankStatements']) {
      expect(visible).toContain(id);
    }
    expect(visible).toContain('reportInvoices');
    expect(visible).toContain('accountSettings');
    expect(visible).not.toContain('users');
    expect(visible).not.toContain('accessControl');
  });

  it('shows a logged-out visitor nothing', () => {
    expect(visibleMenu(menuItems, createAbility(guestRules))).toEqual([]);
  });

  it('respects a link action: read alone does not show "new invoice"', () => {
    const visible = ids(visibleMenu(menuItems, createAbility([{ action: 'read', subject: 'Invoice' }])));
    expect(visible).toContain('invoiceList');
    expect(visible).not.toContain('addInvoice');
    expect(visible).not.toContain('ksef');
  });

  it('lights an entry up on its own pages', () => {
    const list = menuItems
      .flatMap((e) => (e.kind === 'group' ? e.children : [e]))
      .find((l) => l.id === 'invoiceList');
    expect(list && isLinkActive(list, '/apps/invoice/preview/12')).toBe(true);
    expect(list && isLinkActive(list, '/apps/invoice/list/')).toBe(true);
    expect(list && isLinkActive(list, '/documents/costs')).toBe(false);
  });
});

describe('VerticalMenu', () => {
  it('renders only what a client may open', async () => {
    loginAs('client');
    const user = userEvent.setup();
    await renderWithProviders(<VerticalMenu />, { route: '/access-control' });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contractors' })).toBeNull();
    const pages = screen.getByRole('button', { name: 'Pages' });
    expect(pages.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Access control' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Account settings' })).toBeTruthy();
    // Its overdue invoices, yes; the receivables report (it needs 'read Report'), no.
    await user.click(screen.getByRole('button', { name: 'Invoices' }));
    expect((await screen.findByRole('link', { name: 'Debt collection' })).getAttribute('href')).toBe(
      '/apps/invoices/list/expired',
    );
    expect(screen.getByRole('link', { name: 'Invoice list' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Invoice reports' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'KSeF' })).toBeNull();
  });

  it('gives an admin the business areas, with collapsible groups', async () => {
    loginAs('admin');
    const user = userEvent.setup();
    await renderWithProviders(<VerticalMenu />, { route: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    const invoices = screen.getByRole('button', { name: 'Invoices' });
    expect(invoices.getAttribute('aria-expanded')).toBe('false');
    // A closed group's links are not made until it is first opened.
    expect(screen.queryByRole('link', { name: 'Debt collection', hidden: true })).toBeNull();
    await user.click(invoices);
    expect(invoices.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('link', { name: 'Debt collection' })).getAttribute('href')).toBe(
      '/apps/invoices/list/expired',
    );
    expect(screen.getByRole('link', { name: 'KSeF' }).getAttribute('href')).toBe('/apps/ksef');
    const groups = screen.getAllByRole('button').map((button) => button.textContent);
    expect(groups).toEqual([
      'Invoices',
      'Documents',
      'Reports',
      'Workers',
      'Contracts',
      'Apps',
      'Pages',
      'UI kit',
    ]);
    expect(screen.getByRole('link', { name: 'Contractors' })).toBeTruthy();
  });

  it('speaks Polish', async () => {
    loginAs('admin');
    await renderWithProviders(<VerticalMenu />, { route: '/documents/costs', lng: 'pl' });
    expect(screen.getByRole('link', { name: 'Pulpit' })).toBeTruthy();
    const documents = screen.getByRole('button', { name: 'Dokumenty' });
    expect(documents.getAttribute('aria-expanded')).toBe('true');
    const group = documents.parentElement as HTMLElement;
    for (const name of ['Koszty', 'Płace', 'Deklaracje podatkowe', 'Wyciągi bankowe']) {
      expect(within(group).getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Faktury' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kontrahenci' })).toBeTruthy();
  });
});

describe('HorizontalMenu', () => {
  it('hides what the user may not open', async () => {
    loginAs('client');
    await renderWithProviders(<HorizontalMenu />, { route: '/access-control' });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contractors' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pages' })).toBeTruthy();
  });

  it('opens a group as a drop-down of links', async () => {
    loginAs('admin');
    const user = userEvent.setup();
    await renderWithProviders(<HorizontalMenu />, { route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect((await screen.findByRole('menuitem', { name: 'Income' })).getAttribute('href')).toBe(
      '/reports/income',
    );
  });
});
