import { defineProject } from 'vitest/config';

// Browser journeys: one built server per test file on its own port and its own in-memory database,
// so files run in parallel without sharing data.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
