import { workerInputSchema, type WorkerInputDraft } from '@saldo/contracts/workers';
import type { Db } from '../../db/client.ts';
import { insertNewWorker, checkedWorkerValues } from './workers.service.ts';
import { findWorkerByPesel } from './workers.repository.ts';

/**
 * The demo company's six workers (issue #19): four on employment contracts (one under 26, one in PPK
 * with raised KUP, one part time, one full time), one student on an umowa zlecenie, one on an umowa
 * o dzieło. The contracts and payrolls are seeded by their own modules; they find these people with
 * `seedDemoWorkers` (idempotent: it returns the ids whether it inserted them now or earlier), keyed by
 * `DemoWorkerKey`. The PESELs are valid (checksum and date) and fictitious.
 */
export const DEMO_WORKER_KEYS = [
  'under26',
  'ppkRaisedKup',
  'partTime',
  'fullTime',
  'zlecenieStudent',
  'dzielo',
] as const;
export type DemoWorkerKey = (typeof DEMO_WORKER_KEYS)[number];

const address = (street: string, postalCode: string, city: string) => ({
  street,
  buildingNumber: String(postalCode.charCodeAt(4) % 40),
  flatNumber: '',
  postalCode,
  city,
  country: 'PL',
});

export const DEMO_WORKERS: Record<DemoWorkerKey, WorkerInputDraft> = {
  under26: {
    status: 'employed',
    firstName: 'Anna',
    lastName: 'Lewandowska',
    pesel: '03231704842',
    address: address('ul. Marszałkowska', '00-624', 'Warszawa'),
    email: 'anna.lewandowska@example.com',
    phone: '+48 501 200 301',
    taxOfficeCode: '1438',
    nfzBranch: '07',
    bankAccount: 'PL10105000997603123456789123',
    pit2: true,
    education: 'Technikum ekonomiczne, 2022',
  },
  ppkRaisedKup: {
    status: 'employed',
    firstName: 'Piotr',
    lastName: 'Kamiński',
    pesel: '84090215735',
    address: address('ul. Długa', '05-400', 'Otwock'),
    email: 'piotr.kaminski@example.com',
    phone: '+48 502 300 402',
    taxOfficeCode: '1417',
    nfzBranch: '07',
    bankAccount: 'PL61109010140000071219812874',
    pit2: true,
    kupVariant: 'raised',
    ppkJoined: true,
    ppkEmployeeRate: '2',
    ppkEmployerRate: '1.5',
  },
  partTime: {
    status: 'employed',
    firstName: 'Magdalena',
    lastName: 'Wójcik',
    pesel: '91120523465',
    address: address('ul. Piotrkowska', '90-001', 'Łódź'),
    email: 'magdalena.wojcik@example.com',
    phone: '+48 503 400 503',
    taxOfficeCode: '1009',
    nfzBranch: '05',
    bankAccount: 'PL27114020040000300201355387',
    pit2: true,
  },
  fullTime: {
    status: 'employed',
    firstName: 'Marek',
    lastName: 'Zieliński',
    pesel: '79062109310',
    address: address('ul. Grunwaldzka', '80-236', 'Gdańsk'),
    email: 'marek.zielinski@example.com',
    phone: '+48 504 500 604',
    taxOfficeCode: '2206',
    nfzBranch: '11',
    bankAccount: 'PL83101010230000261395100000',
    pit2: false,
  },
  zlecenieStudent: {
    status: 'employed',
    firstName: 'Julia',
    lastName: 'Szymańska',
    pesel: '04300934287',
    address: address('ul. Akademicka', '30-059', 'Kraków'),
    email: 'julia.szymanska@example.com',
    phone: '+48 505 600 705',
    taxOfficeCode: '1207',
    nfzBranch: '06',
    bankAccount: 'PL37109024020000000610000434',
    student: true,
    kupVariant: 'none',
  },
  dzielo: {
    status: 'employed',
    firstName: 'Tomasz',
    lastName: 'Woźniak',
    pesel: '87021155177',
    address: address('ul. Święty Marcin', '61-806', 'Poznań'),
    email: 'tomasz.wozniak@example.com',
    phone: '+48 506 700 806',
    taxOfficeCode: '3021',
    nfzBranch: '15',
    bankAccount: 'PL26105014451000002276470461',
    kupVariant: 'none',
  },
};

/** Inserts the demo workers that are missing (found by PESEL) and returns every one's id by key. */
export async function seedDemoWorkers(
  db: Db,
  organizationId: number,
): Promise<Record<DemoWorkerKey, number>> {
  return db.transaction(async (tx) => {
    const ids = {} as Record<DemoWorkerKey, number>;
    for (const key of DEMO_WORKER_KEYS) {
      const values = checkedWorkerValues(workerInputSchema.parse(DEMO_WORKERS[key]));
      const existing = await findWorkerByPesel(tx, organizationId, values.pesel ?? '');
      ids[key] = existing?.id ?? (await insertNewWorker(tx, organizationId, null, values)).id;
    }
    return ids;
  });
}
