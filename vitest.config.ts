import { defineConfig } from 'vitest/config';

// One Vitest run with a project per workspace, so `npm test` covers everything and each
// layer can still be run alone (`vitest run --project server`).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time. Most
    // files wait on a database, a spawned server or Chromium as much as they compute, so two at once
    // nearly halve the run (CI took 69 minutes of its 90 with one).
    maxWorkers: 2,
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
