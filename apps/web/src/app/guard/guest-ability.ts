import type { Action, Subject } from '@saldo/contracts/abilities';
import { guestRules } from '../../lib/session-rules.ts';

/** What the route guard asks of an ability. */
export interface GuardAbility {
  can(action: Action, subject: Subject): boolean;
}

/**
 * The guest's abilities without CASL, so a logged-out visitor's login page needs no CASL (issue 18).
 * The guest rules are plain (no conditions, no inverted rules), which this reads as CASL does:
 * 'manage' is every action and 'all' every subject. A signed-in user's rules go through CASL
 * (app/kit).
 */
export const guestAbility: GuardAbility = {
  can: (action, subject) =>
    guestRules.some(
      (rule) =>
        (rule.action === action || rule.action === 'manage') &&
        (rule.subject === subject || rule.subject === 'all'),
    ),
};
