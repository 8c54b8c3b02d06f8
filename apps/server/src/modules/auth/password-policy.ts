import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Message } from '../../lib/app-error.ts';
import { serverRoot } from '../../paths.ts';
import { passwordProblem } from './credentials.ts';

/** See assets/passwords/README.md for where the list comes from. */
const listFile = resolve(serverRoot, 'assets', 'passwords', 'common-passwords.txt.gz');

let common: Set<string> | undefined;

/** Loaded on first use (about 10 MB in memory, 0.2 s), not at start-up: most requests never set a password. */
function commonPasswords(): Set<string> {
  common ??= new Set(gunzipSync(readFileSync(listFile)).toString('utf8').split('\n'));
  return common;
}

/** Letters and digits only, lower-cased: how a password is compared with the user's own names. */
const folded = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * ASVS v5 (6.2): a minimum length and no composition rules, but no password that is on a list of
 * common and breached ones, nor one built from the account's own e-mail or names. "One character
 * repeated" (8 spaces, `aaaaaaaa`…) counts as common whatever its length.
 */
export function isCommonPassword(password: string): boolean {
  if (/^(.)\1*$/su.test(password)) return true;
  const list = commonPasswords();
  return list.has(password) || list.has(password.toLowerCase());
}

/**
 * True when the password is mostly the user's e-mail, its local part, username or name: what remains
 * after taking such a part out is shorter than the minimum length on its own.
 */
export function isPersonalPassword(
  password: string,
  user: { email?: string; username?: string; fullName?: string },
): boolean {
  const plain = folded(password);
  const email = (user.email ?? '').toLowerCase();
  const parts = [
    email,
    email.split('@')[0] ?? '',
    user.username ?? '',
    user.fullName ?? '',
    ...(user.fullName ?? '').split(/\s+/),
  ]
    .map(folded)
    .filter((part) => part.length >= 3);
  return parts.some((part) => plain.includes(part) && plain.replace(part, '').length < 8);
}

/** The length rules, then the list and the user's own names: the check for every new password. */
export function newPasswordProblem(
  password: string,
  user: { email?: string; username?: string; fullName?: string },
): Message | null {
  const basic = passwordProblem(password);
  if (basic) return basic;
  if (isCommonPassword(password)) return { key: 'validation.passwordCommon' };
  if (isPersonalPassword(password, user)) return { key: 'validation.passwordPersonal' };
  return null;
}
