// What the generated data set is, shared by the generator and the benchmarks that use it: its
// organizations and their logins, its size at a scale, and the marker row that says it is complete.
import type pg from 'pg';

/** Changing the seed, or anything the generator writes, calls for a new version: old sets are redone. */
export const DATASET_VERSION = 1;
export const SEED = 20_250_601;

/** The password of every benchmark user (hashed with the app's argon2id settings). */
export const BENCH_PASSWORD = 'Bench-Haslo-2025!';

export interface BenchOrganization {
  /** 1, 2, 3: the n in bench-admin-n@bench.test. */
  n: number;
  name: string;
  /** Part of the invoices, costs and contractors that are this organization's. */
  share: number;
  nip: string;
  regon: string;
  krs: string;
  street: string;
  buildingNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  website: string;
}

/** A wholesaler, an IT services company and a one-person business: different sizes, one schema. */
export const BENCH_ORGANIZATIONS: readonly BenchOrganization[] = [
  {
    n: 1,
    name: 'Hurtownia Benchmark sp. z o.o.',
    share: 0.5,
    nip: '5252344078',
    regon: '146173517',
    krs: '0000421537',
    street: 'ul. Marszałkowska',
    buildingNumber: '126',
    flatNumber: '4',
    postalCode: '00-008',
    city: 'Warszawa',
    email: 'biuro@hurtownia-benchmark.pl',
    phone: '+48 22 100 20 30',
    website: 'https://hurtownia-benchmark.pl',
  },
  {
    n: 2,
    name: 'Benchmark IT Serwis S.A.',
    share: 0.3,
    nip: '6762476514',
    regon: '122731485',
    krs: '0000512345',
    street: 'ul. Wielicka',
    buildingNumber: '28',
    flatNumber: '',
    postalCode: '30-552',
    city: 'Kraków',
    email: 'faktury@benchmark-it.pl',
    phone: '+48 12 300 40 50',
    website: 'https://benchmark-it.pl',
  },
  {
    n: 3,
    name: 'Jan Benchmarski Usługi Informatyczne',
    share: 0.2,
    nip: '7792433421',
    regon: '302617741',
    krs: '',
    street: 'ul. Półwiejska',
    buildingNumber: '7',
    flatNumber: '12',
    postalCode: '61-885',
    city: 'Poznań',
    email: 'jan@benchmarski.pl',
    phone: '+48 601 222 333',
    website: '',
  },
];

export const adminEmail = (n: number) => `bench-admin-${n}@bench.test`;
/** A client user of organization 1, linked to one of its contractors. */
export const CLIENT_EMAIL = 'bench-client-1@bench.test';

export interface DatasetSize {
  invoices: number;
  costs: number;
  contractors: number;
}

/** The full set: 1,000,000 sales invoices, 200,000 costs and 100,000 contractors, times `scale`. */
export function datasetSize(scale: number): DatasetSize {
  return {
    invoices: Math.round(1_000_000 * scale),
    costs: Math.round(200_000 * scale),
    // Every organization needs some buyers and suppliers, however small the scale.
    contractors: Math.max(60, Math.round(100_000 * scale)),
  };
}

/** What the marker row records about a complete data set. */
export interface DatasetInfo {
  version: number;
  seed: number;
  scale: number;
  generatedAt: string;
  /** Rows per table as generated. */
  rows: Record<string, number>;
  organizations: { n: number; id: number; adminId: number; adminEmail: string }[];
  client: { email: string; contractorId: number };
  /** The last issue date generated (the creation benchmark issues invoices on the same day). */
  lastIssueDate: string;
}

/**
 * The marker lives in its own table, outside the app's schema (the app and its migrations never look
 * at it). It is written in the generator's transaction, so it exists exactly when the data set does.
 */
export const DATASET_TABLE = 'bench_dataset';

export async function readDataset(client: pg.ClientBase): Promise<DatasetInfo | undefined> {
  await client.query(
    `create table if not exists ${DATASET_TABLE} (id integer primary key, info jsonb not null)`,
  );
  const { rows } = await client.query<{ info: DatasetInfo }>(
    `select info from ${DATASET_TABLE} where id = 1`,
  );
  return rows[0]?.info;
}
