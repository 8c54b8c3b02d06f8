import { defineProject } from 'vitest/config';

// API and repository tests run against a real database: PGlite in memory by default, PostgreSQL when
// TEST_DATABASE_URL or DATABASE_URL is set (each test file then gets its own throw-away database;
// see test/test-app.ts). CI runs them both ways.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
