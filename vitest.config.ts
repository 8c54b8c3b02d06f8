import { defineConfig } from 'vitest/config';

// One Vitest run with a project per workspace, so `npm test` covers everything and each
// layer can still be run alone (`vitest run --project server`).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['**/*.test.ts'], environment: 'node' } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
