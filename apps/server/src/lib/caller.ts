import type { Role } from '@saldo/contracts/abilities';
import type { Db } from '../db/client.ts';
import { findContractorLink } from '../modules/auth/users.repository.ts';

/** Who acts, as services need it: the authenticated user (`request.user`) or a job acting for one. */
export interface Caller {
  id: number;
  organizationId: number;
  role: Role;
}

/** The documents a caller may see: its organization's, and for a client user only its contractor's. */
export interface CallerScope {
  organizationId: number;
  /** Set for client users; null contractor link means nothing to see (-1 never matches). */
  contractorId?: number;
}

/**
 * A client user sees its own contractor's documents only; one without a link sees none. An
 * administrator and an accountant (who keeps the books) see the whole organization's.
 */
export async function scopeOf(db: Db, caller: Caller): Promise<CallerScope> {
  if (caller.role === 'admin' || caller.role === 'accountant')
    return { organizationId: caller.organizationId };
  const contractorId = await findContractorLink(db, caller.id);
  return { organizationId: caller.organizationId, contractorId: contractorId ?? -1 };
}
