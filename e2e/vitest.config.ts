import { defineProject } from 'vitest/config';

// Browser journeys: one built server per test file on its own port and its own copy of a seeded data
// folder (support/global-setup.ts), so files run in parallel without sharing data.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
