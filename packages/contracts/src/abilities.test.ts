import { describe, expect, it } from 'vitest';
import { abilityRulesFor, createAbility, guestRules, homePathFor } from './abilities.ts';

describe('abilities', () => {
  it('admin manages everything', () => {
    const ability = createAbility(abilityRulesFor('admin'));
    expect(ability.can('delete', 'Invoice')).toBe(true);
    expect(ability.can('read', 'ACL')).toBe(true);
  });

  it('client reads ACL and Auth, its own settings and (read-only) invoices, no other business data', () => {
    const ability = createAbility(abilityRulesFor('client'));
    expect(ability.can('read', 'ACL')).toBe(true);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('update', 'AccountSetting')).toBe(true);
    expect(ability.can('read', 'Invoice')).toBe(true);
    expect(ability.can('create', 'Invoice')).toBe(false);
    expect(ability.can('read', 'Debt')).toBe(true);
    expect(ability.can('update', 'Debt')).toBe(false);
    expect(ability.can('read', 'Report')).toBe(false);
    expect(ability.can('read', 'Contractor')).toBe(false);
    expect(ability.can('read', 'Dashboard')).toBe(false);
    expect(ability.can('update', 'BalanceConfirmation')).toBe(true);
    expect(ability.can('create', 'BalanceConfirmation')).toBe(false);
  });

  it('accountant keeps the books and reads reports, but manages neither users nor company settings', () => {
    const ability = createAbility(abilityRulesFor('accountant'));
    for (const subject of ['Invoice', 'Cost', 'Payroll', 'TaxReturn', 'BankStatement'] as const) {
      expect(ability.can('create', subject)).toBe(true);
      expect(ability.can('update', subject)).toBe(true);
      expect(ability.can('delete', subject)).toBe(true);
    }
    expect(ability.can('read', 'Report')).toBe(true);
    expect(ability.can('update', 'Report')).toBe(false);
    expect(ability.can('read', 'Organization')).toBe(true);
    expect(ability.can('update', 'Organization')).toBe(false);
    expect(ability.can('read', 'User')).toBe(false);
    expect(ability.can('create', 'User')).toBe(false);
    expect(ability.can('read', 'ACL')).toBe(false);
  });

  it('client reads its own tasks and invitations, the shop and the help centre; it manages none of them', () => {
    const ability = createAbility(abilityRulesFor('client'));
    expect(ability.can('read', 'Todo')).toBe(true);
    expect(ability.can('update', 'Todo')).toBe(true);
    expect(ability.can('create', 'Todo')).toBe(false);
    expect(ability.can('delete', 'Todo')).toBe(false);
    expect(ability.can('read', 'Calendar')).toBe(true);
    expect(ability.can('create', 'Calendar')).toBe(false);
    expect(ability.can('read', 'Shop')).toBe(true);
    expect(ability.can('create', 'Shop')).toBe(true);
    expect(ability.can('update', 'Shop')).toBe(false);
    expect(ability.can('manage', 'Shop')).toBe(false);
    expect(ability.can('read', 'Faq')).toBe(true);
    expect(ability.can('update', 'Faq')).toBe(false);
    expect(ability.can('read', 'KnowledgeBase')).toBe(true);
    expect(ability.can('read', 'Pricing')).toBe(true);
    expect(ability.can('update', 'Pricing')).toBe(false);
    expect(ability.can('read', 'Email')).toBe(false);
    expect(ability.can('read', 'Chat')).toBe(true);
    expect(ability.can('create', 'Chat')).toBe(true);
    expect(ability.can('delete', 'Chat')).toBe(false);
    expect(ability.can('read', 'Blog')).toBe(true);
    expect(ability.can('create', 'Blog')).toBe(false);
    expect(ability.can('read', 'Profile')).toBe(false);
  });

  it('accountant works with the calendar, tasks, chat and mailbox, and reads the content pages', () => {
    const ability = createAbility(abilityRulesFor('accountant'));
    for (const subject of ['Calendar', 'Todo', 'Chat', 'Email'] as const) {
      expect(ability.can('create', subject)).toBe(true);
    }
    expect(ability.can('read', 'Blog')).toBe(true);
    expect(ability.can('update', 'Shop')).toBe(false);
  });

  it('editor manages the blog and the help centre, and nothing of the books', () => {
    const ability = createAbility(abilityRulesFor('editor'));
    expect(ability.can('manage', 'Blog')).toBe(true);
    expect(ability.can('update', 'Faq')).toBe(true);
    expect(ability.can('update', 'KnowledgeBase')).toBe(true);
    for (const subject of ['Profile', 'Pricing', 'AccountSetting'] as const)
      expect(ability.can('read', subject)).toBe(true);
    for (const subject of ['Invoice', 'Dashboard', 'User', 'Organization', 'Shop', 'Chat'] as const)
      expect(ability.can('read', subject)).toBe(false);
    expect(ability.can('update', 'Pricing')).toBe(false);
  });

  it("author writes blog drafts but may not publish ('manage Blog') nor edit the help centre", () => {
    const ability = createAbility(abilityRulesFor('author'));
    expect(ability.can('create', 'Blog')).toBe(true);
    expect(ability.can('update', 'Blog')).toBe(true);
    expect(ability.can('delete', 'Blog')).toBe(true);
    expect(ability.can('manage', 'Blog')).toBe(false);
    expect(ability.can('read', 'Faq')).toBe(true);
    expect(ability.can('update', 'Faq')).toBe(false);
    expect(ability.can('update', 'KnowledgeBase')).toBe(false);
    expect(ability.can('read', 'Invoice')).toBe(false);
  });

  it('the demo roles without pages yet (maintainer, subscriber) get only the guest rules', () => {
    for (const role of ['maintainer', 'subscriber']) {
      expect(abilityRulesFor(role)).toEqual(guestRules);
    }
    expect(createAbility(guestRules).can('read', 'ACL')).toBe(false);
  });

  it('sends each role home as the spec says', () => {
    expect(homePathFor('admin')).toBe('/');
    expect(homePathFor('accountant')).toBe('/');
    expect(homePathFor('client')).toBe('/access-control');
    expect(homePathFor('editor')).toBe('/pages/blog/list');
    expect(homePathFor('author')).toBe('/pages/blog/list');
    expect(homePathFor('subscriber')).toBe('/login');
    expect(homePathFor(undefined)).toBe('/login');
  });
});
