// The demo workers' contracts: four employments (one under 26, one with PPK and raised KUP, one part
// time, one full time), a zlecenie with a student and a dzieło, all running for months, so the demo
// payroll has something to pay. Written through the same checks as the form; idempotent.
import { contractInputSchema, type ContractInputBody } from '@saldo/contracts/employment-contracts';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { Caller } from '../../lib/caller.ts';
import type { DemoWorkerKey } from '../workers/seed-workers.ts';
import { listContractRows } from './contracts.repository.ts';
import { insertNewContract } from './contracts.service.ts';

type DemoContract = Omit<ContractInputBody, 'workerId' | 'signedOn' | 'startDate'>;

const employment = (
  position: string,
  monthlyGross: number,
  numerator = 1,
  denominator = 1,
): DemoContract => ({
  kind: 'employment',
  employmentType: 'indefinite',
  signedPlace: 'Warszawa',
  subject: position,
  position,
  workplace: 'Warszawa, ul. Marszałkowska 1',
  workingTime: { numerator, denominator },
  monthlyGross,
});

const DEMO_CONTRACTS: Record<DemoWorkerKey, DemoContract> = {
  under26: employment('Młodszy księgowy', 550_000),
  ppkRaisedKup: employment('Kierownik sprzedaży', 1_200_000),
  partTime: employment('Specjalistka ds. kadr', 320_000, 1, 2),
  fullTime: employment('Magazynier', 700_000),
  zlecenieStudent: {
    kind: 'mandate',
    signedPlace: 'Warszawa',
    subject: 'Obsługa klienta w punkcie sprzedaży',
    payMode: 'hourly',
    hourlyRate: 3_600,
    mandateVariant: 'student-under-26',
  },
  dzielo: {
    kind: 'specific_work',
    signedPlace: 'Warszawa',
    subject: 'Projekt graficzny katalogu produktów',
    flatFee: 400_000,
    authorRights: true,
  },
};

export async function seedDemoContracts(
  db: Db,
  caller: Caller,
  workerIds: Readonly<Record<DemoWorkerKey, number>>,
  today = todayInPoland(),
): Promise<void> {
  // Five months back, on the first: the payroll's last three months all fall inside.
  const start = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 5);
  const startDate = start.toISOString().slice(0, 10);
  const signed = new Date(start.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
  for (const [key, contract] of Object.entries(DEMO_CONTRACTS) as [DemoWorkerKey, DemoContract][]) {
    const workerId = workerIds[key];
    const existing = await listContractRows(db, caller.organizationId, { workerId }, today);
    if (existing.length > 0) continue;
    const input = contractInputSchema.parse({ ...contract, workerId, signedOn: signed, startDate });
    await insertNewContract(db, caller, input);
  }
}
