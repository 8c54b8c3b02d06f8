import { describe, expect, it } from 'vitest';
import { signedInChunks } from './signed-in-chunks.ts';

const { groups } = signedInChunks('/repo/apps/web');
const shared = groups.find((group) => group.name === 'shared');
const inShared = (id: string) => (typeof shared?.test === 'function' ? shared.test(id) : undefined);

describe('the shared chunk group', () => {
  it('takes the library and component modules that many pages use', () => {
    expect(inShared('/repo/apps/web/src/lib/format.ts')).toBe(true);
    expect(inShared('/repo/apps/web/src/components/ListFooter.tsx')).toBe(true);
  });

  it('leaves the pages, the locale files and the contracts’ schemas to the pages that use them', () => {
    expect(inShared('/repo/apps/web/src/features/shop/pages/ShopPage.tsx')).toBe(false);
    expect(inShared('/repo/packages/i18n/locales/en/shop.json')).toBe(false);
    expect(inShared('/repo/packages/contracts/src/shop.ts')).toBe(false);
  });
});
