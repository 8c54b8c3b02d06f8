import type { ContractPrintLanguage } from '@saldo/contracts/employment-contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Caller } from '../../../lib/caller.ts';
import type { OrganizationRow } from '../../organizations/organizations.table.ts';
import type { WorkerRow } from '../../workers/workers.table.ts';
import { findContract, findPdfParties } from '../contracts.repository.ts';
import { contractNotFound } from '../contracts.service.ts';
import type { ContractRow } from '../contracts.table.ts';
import type { ContractPdfData, ContractPdfParty } from './contract-pdf-data.ts';

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' ');

function employerParty(organization: OrganizationRow): ContractPdfParty {
  const flat = organization.flatNumber ? `/${organization.flatNumber}` : '';
  return {
    name: organization.name,
    address: [
      joined(organization.street, `${organization.buildingNumber}${flat}`),
      joined(organization.postalCode, organization.city),
    ].filter((line) => line !== ''),
    identifiers: [
      ['nip', organization.nip],
      ['regon', organization.regon],
      ['krs', organization.krs],
    ],
  };
}

function workerParty(worker: WorkerRow): ContractPdfParty {
  const { address } = worker;
  const flat = address.flatNumber ? `/${address.flatNumber}` : '';
  return {
    name: joined(worker.firstName, worker.lastName),
    address: [
      joined(address.street, `${address.buildingNumber}${flat}`),
      joined(address.postalCode, address.city),
    ].filter((line) => line !== ''),
    identifiers:
      worker.identityKind === 'pesel' ? [['pesel', worker.pesel]] : [['passport', worker.passportNumber]],
  };
}

export function contractPdfData(
  row: ContractRow,
  organization: OrganizationRow,
  worker: WorkerRow,
  language: ContractPrintLanguage,
): ContractPdfData {
  return {
    language,
    kind: row.kind,
    employer: employerParty(organization),
    worker: workerParty(worker),
    signedOn: row.signedOn,
    signedPlace: row.signedPlace,
    startDate: row.startDate,
    endDate: row.endDate,
    subject: row.subject,
    employmentType: row.employmentType,
    position: row.position,
    workplace: row.workplace,
    workingTime: row.workingTime,
    monthlyGross: row.monthlyGross,
    payMode: row.payMode,
    hourlyRate: row.hourlyRate,
    flatFee: row.flatFee,
    mandateVariant: row.mandateVariant,
    voluntarySickness: row.voluntarySickness,
    authorRights: row.authorRights,
  };
}

/** The contract as signed, printed; the file name carries no personal data beyond the contract's id. */
export async function contractPdf(
  ctx: AppContext,
  caller: Caller,
  id: number,
  language: ContractPrintLanguage | undefined,
): Promise<{ data: Buffer; fileName: string }> {
  const found = await findContract(ctx.db, caller.organizationId, id);
  if (!found) throw contractNotFound();
  const parties = await findPdfParties(ctx.db, caller.organizationId, found.row.workerId);
  if (!parties) throw contractNotFound();
  // Rendered on the worker pool, not the request thread (as invoice PDFs are).
  const data = await ctx.workers.run(
    'contractPdf',
    contractPdfData(found.row, parties.organization, parties.worker, language ?? found.row.printLanguage),
    { owner: caller.id },
  );
  return { data, fileName: `umowa-${found.row.id}.pdf` };
}
