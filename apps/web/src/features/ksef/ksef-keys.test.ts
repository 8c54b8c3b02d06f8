import { describe, expect, it } from 'vitest';
import { KSEF_ENVIRONMENTS, KSEF_STATES } from '@saldo/contracts/ksef';
import { resources, type TranslationTree } from '@saldo/i18n/resources';

/** The keys the KSeF screens build from data (the literal ones are checked by i18n-keys.test.ts). */
function has(key: string): boolean {
  let node: unknown = resources.en.ksef;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as TranslationTree)[part];
  }
  return typeof node === 'string';
}

describe('KSeF translation keys built from data', () => {
  it('exist in English (the i18n project checks the other languages)', () => {
    const keys = [
      ...KSEF_ENVIRONMENTS.flatMap((env) => [`environments.${env}.name`, `environments.${env}.description`]),
      ...KSEF_STATES.map((state) => `states.${state}`),
      ...['queued', 'sending', 'rejected'].flatMap((figure) => [
        `panel.queue.${figure}`,
        `panel.queue.${figure}Note`,
      ]),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
