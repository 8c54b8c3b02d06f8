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
    // One spec at a time, after the other projects (Vitest runs a single-worker project as its own
    // group): two specs' servers and browsers at once, or a spec beside the API tests' two workers,
    // left the journeys' waits short of CPU on two cores.
    maxWorkers: 1,
    hookTimeout: 120_000,
  },
});
