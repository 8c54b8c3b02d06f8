/**
 * What the "has this session ended?" check adds to every authenticated request (issue #15, item 2):
 * one lookup in the in-memory set of ended sessions, measured with many sessions ended at once.
 * Run: npx tsx bench/sessions/revocation-check.ts
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Database } from '../../apps/server/src/db/client.ts';
import { createSessionRevocations } from '../../apps/server/src/modules/auth/session-revocations.ts';

// start() is not called, so the database is never touched.
const sessions = createSessionRevocations({} as Database, { warn: () => {} });
const ended = Array.from({ length: 100_000 }, () => randomUUID());
sessions.add(ended);
const live = Array.from({ length: 1000 }, () => randomUUID());

function measure(ids: string[], rounds: number): number {
  let found = 0;
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const id of ids) if (sessions.isRevoked(id)) found++;
  const ns = Number(process.hrtime.bigint() - start) / (rounds * ids.length);
  if (found < 0) console.log(found);
  return ns;
}

measure(live, 200);
const liveNs = measure(live, 2000);
const endedNs = measure(ended.slice(0, 1000), 2000);
console.log(`| ended sessions in memory | check of a live session | check of an ended one | load |`);
console.log(`| --- | --- | --- | --- |`);
console.log(`| 100,000 | ${liveNs.toFixed(0)} ns | ${endedNs.toFixed(0)} ns | ${loadavg()[0]?.toFixed(2)} |`);
