import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Holds `new Date()` (and so `todayInPoland`) at `at` for the whole test file, leaving timers real:
 * statuses that depend on today ('overdue') then do not change as the calendar moves on.
 */
export function holdClockAt(at: string): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
