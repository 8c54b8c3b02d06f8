import { formatNip } from '@saldo/domain/identifiers/nip';
import type { Contractor } from '@saldo/contracts/contractors';

/** A Polish NIP in its printed form (526-104-08-28); a foreign tax id as stored. */
export const displayNip = (contractor: Pick<Contractor, 'nip'>) =>
  /^\d{10}$/.test(contractor.nip) ? formatNip(contractor.nip) : contractor.nip;
