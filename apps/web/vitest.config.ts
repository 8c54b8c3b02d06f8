import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Whole-shell tests (layout, menus, lazy routes) in jsdom take seconds when the machine is busy
    // running every project at once.
    testTimeout: 20_000,
  },
});
