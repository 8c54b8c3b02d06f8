// Test-only: the Ministry's sample e-invoices, copied into the repository because CI runs from a clone.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));

export function readFixture(path: string): string {
  return readFileSync(`${fixturesDir}${path}`, 'utf8');
}

/** 'fa3/FA_3_Przykład_1.xml' … in the samples' own numbering (the names mix "FA_" and "Fa_"). */
export function fixtureNames(folder: 'fa2' | 'fa3' | 'jpk'): string[] {
  const number = (name: string): number => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);
  return readdirSync(`${fixturesDir}${folder}`)
    .filter((name) => name.endsWith('.xml'))
    .sort((a, b) => number(a) - number(b))
    .map((name) => `${folder}/${name}`);
}

/** The FA(3) sample with this number, whatever the case of its prefix. */
export function fa3Sample(number: number): string {
  const name = fixtureNames('fa3').find((candidate) => candidate.endsWith(`_${number}.xml`));
  if (name === undefined) throw new Error(`no FA(3) sample ${number}`);
  return readFixture(name);
}
