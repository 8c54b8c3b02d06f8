import { createAbility, guestRules, type AppAbility } from '@saldo/contracts/abilities';
import { getSession, subscribeSession } from './session.ts';

/**
 * One ability instance for the whole app, kept in step with the session: the stored user's rules
 * when logged in, the guest rules otherwise. Provide it with @casl/react's `AbilityProvider` and read
 * it with `useAbility<AppAbility>()`. The server checks again on every call.
 */
export const appAbility: AppAbility = createAbility(currentRules());

function currentRules() {
  return getSession().userData?.ability ?? guestRules;
}

subscribeSession(() => appAbility.update(currentRules()));
