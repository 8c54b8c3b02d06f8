// How the invoice and cost repositories turn their audit and payment rows (with the author joined
// from users) into what the API returns: one mapping for both, since their tables share the columns
// (document-columns.ts).

/** The author joined to an entry: a deleted user leaves both null. */
interface Author {
  by: string | null;
  email: string | null;
}

/** Who recorded it: the full name, else the e-mail, else '' (the user was deleted). */
const authorOf = ({ by, email }: Author) => by || email || '';

export function toAuditEntry(
  row: Author & {
    entry: { id: number; action: string; at: Date; details: Record<string, unknown> };
  },
) {
  const { entry } = row;
  return {
    id: entry.id,
    action: entry.action,
    at: entry.at.toISOString(),
    by: authorOf(row),
    details: entry.details,
  };
}

export function toPaymentEntry<Method extends string>(
  row: Author & {
    payment: { id: number; amount: number; date: string; method: Method; note: string; createdAt: Date };
  },
) {
  const { payment } = row;
  return {
    id: payment.id,
    amount: payment.amount,
    date: payment.date,
    method: payment.method,
    note: payment.note,
    createdAt: payment.createdAt.toISOString(),
    createdBy: authorOf(row),
  };
}
