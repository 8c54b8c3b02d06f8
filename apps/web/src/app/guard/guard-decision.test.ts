import { describe, expect, it } from 'vitest';
import { abilityRulesFor, createAbility, guestRules } from '@saldo/contracts/abilities';
import { decideNavigation, loginPathFor, type GuardInput } from './guard-decision.ts';

const location = (pathname: string, search = '') => ({ pathname, search, hash: '' });
const base = (overrides: Partial<GuardInput>): GuardInput => ({
  handle: {},
  params: {},
  location: location('/x'),
  loggedIn: false,
  role: undefined,
  ability: createAbility(guestRules),
  ...overrides,
});

describe('decideNavigation', () => {
  it('allows routes without a resource', () => {
    expect(decideNavigation(base({}))).toEqual({ allow: true });
  });

  it('uses the route action, not only read', () => {
    const ability = createAbility([{ action: 'read', subject: 'Invoice' }]);
    const handle = { resource: 'Invoice' as const, action: 'create' as const };
    expect(
      decideNavigation(base({ handle, ability, loggedIn: true, location: location('/apps/invoice/add/') })),
    ).toEqual({
      allow: false,
      redirectTo: '/pages/miscellaneous/not-authorized',
    });
  });

  it('sends unknown roles to login when a redirect-if-logged-in route is opened, without looping', () => {
    const handle = { resource: 'Auth' as const, redirectIfLoggedIn: true };
    const ability = createAbility(abilityRulesFor('nobody'));
    expect(
      decideNavigation(
        base({ handle, ability, loggedIn: true, role: 'someone', location: location('/login') }),
      ),
    ).toEqual({
      allow: true,
    });
    expect(
      decideNavigation(
        base({ handle, ability, loggedIn: true, role: 'someone', location: location('/register') }),
      ),
    ).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('remembers the page for an expired session, not after a logout', () => {
    const handle = { resource: 'Invoice' as const };
    const at = location('/apps/invoice/list/', '?q=1');
    expect(decideNavigation(base({ handle, location: at }))).toEqual({
      allow: false,
      redirectTo: `/login?redirect=${encodeURIComponent('/apps/invoice/list/?q=1')}`,
    });
    expect(decideNavigation(base({ handle, location: at, loggedOut: true }))).toEqual({
      allow: false,
      redirectTo: '/login',
    });
  });

  it('never redirects to the page the user is already on', () => {
    const handle = { resource: 'Auth' as const };
    const ability = createAbility([]);
    const at = location('/pages/miscellaneous/not-authorized');
    expect(decideNavigation(base({ handle, ability, loggedIn: true, location: at }))).toEqual({
      allow: true,
    });
  });

  it('builds the login address with the intended path', () => {
    expect(loginPathFor('/apps/invoice/list?page=2#top')).toBe(
      '/login?redirect=%2Fapps%2Finvoice%2Flist%3Fpage%3D2%23top',
    );
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login');
  });
});
