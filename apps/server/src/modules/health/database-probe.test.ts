import { describe, expect, it } from 'vitest';
import { currentDbScope } from '../../db/db-scope.ts';
import { DatabaseProbe } from './database-probe.ts';

/** A probe on a hand-moved clock whose pings are answered (or failed) by the test. */
function setUp() {
  let now = 0;
  const pings: { answer: () => void; fail: (error: Error) => void; lane: string | undefined }[] = [];
  const probe = new DatabaseProbe(
    () =>
      new Promise<void>((answer, fail) => {
        pings.push({ answer, fail, lane: currentDbScope()?.lane });
      }),
    { refreshAfterMs: 500, maxAgeMs: 1_000, statementTimeoutMs: 5_000, now: () => now },
  );
  return {
    probe,
    pings,
    advance: (ms: number) => (now += ms),
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
}

describe('the database probe behind /api/health', () => {
  it('shares one ping among the checks waiting for it, on the reserve lane', async () => {
    const { probe, pings, advance } = setUp();
    const first = probe.check();
    const second = probe.check();
    expect(pings).toHaveLength(1);
    expect(pings[0]?.lane).toBe('reserve');
    advance(30);
    pings[0]?.answer();
    // A slow answer is still a fresh one: the age counts from when it came.
    expect(await first).toBe(0);
    expect(await second).toBe(0);
  });

  it('answers a reading up to 1 s old without a ping of its own, and refreshes it in the background after 0.5 s', async () => {
    const { probe, pings, advance, settle } = setUp();
    const first = probe.check();
    pings[0]?.answer();
    await first;
    advance(400);
    expect(await probe.check()).toBe(400);
    expect(pings).toHaveLength(1);
    advance(300);
    // 700 ms: answered at once from the old reading, while the next ping is sent.
    expect(await probe.check()).toBe(700);
    expect(pings).toHaveLength(2);
    expect(await probe.check()).toBe(700);
    expect(pings).toHaveLength(2);
    advance(100);
    pings[1]?.answer();
    await settle();
    advance(40);
    expect(await probe.check()).toBe(40);
  });

  it('never answers a reading older than 1 s: the check waits for a fresh one', async () => {
    const { probe, pings, advance, settle } = setUp();
    const first = probe.check();
    pings[0]?.answer();
    await first;
    advance(1_001);
    let answered: number | undefined;
    const waiting = probe.check().then((age) => (answered = age));
    await settle();
    expect(answered).toBeUndefined();
    expect(pings).toHaveLength(2);
    advance(20);
    pings[1]?.answer();
    await waiting;
    expect(answered).toBe(0);
  });

  it('never reuses a failed reading: each later check pings again', async () => {
    const { probe, pings } = setUp();
    const failed = probe.check();
    pings[0]?.fail(new Error('connection refused'));
    await expect(failed).rejects.toThrow('connection refused');
    const next = probe.check();
    expect(pings).toHaveLength(2);
    pings[1]?.answer();
    expect(await next).toBe(0);
  });
});
