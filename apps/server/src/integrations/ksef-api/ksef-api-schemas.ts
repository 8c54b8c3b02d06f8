// Shapes of KSeF's JSON answers (OpenAPI "KSeF API TE" v2), checked before use: an answer that does
// not match is a 'protocol' error instead of an undefined deep in a job. Unknown extra fields pass
// (KSeF adds fields between releases); missing or mistyped required ones do not.
import { parseMoney, type Money } from '@saldo/domain/money';
import { z } from 'zod';
import { KsefApiError } from './ksef-api-error.ts';

const dateTime = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)), 'not a date-time')
  .transform((text) => new Date(text));

const optionalDateTime = dateTime.nullish().transform((value) => value ?? null);

/** KSeF's amounts are JSON numbers with at most 2 decimals; via their text, so no float rounding. */
const amount = z.number().transform((value, ctx): Money => {
  const parsed = parseMoney(String(value));
  if (!parsed.ok) {
    ctx.issues.push({ code: 'custom', message: `not an amount (${parsed.reason})`, input: value });
    return z.NEVER;
  }
  return parsed.value;
});

const token = z.object({ token: z.string().min(1), validUntil: dateTime });

export const certificatesSchema = z.array(
  z.object({
    certificate: z.string().min(1),
    validFrom: dateTime,
    validTo: dateTime,
    usage: z.array(z.string()),
    certificateId: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    publicKeyId: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
  }),
);

export const challengeSchema = z.object({
  challenge: z.string().min(1),
  timestamp: z.string(),
  // Newer builds send it; older ones only the timestamp text (see ksef-api-client).
  timestampMs: z.number().int().optional(),
});

export const authOperationSchema = z.object({
  referenceNumber: z.string().min(1),
  authenticationToken: token,
});

export const statusInfoSchema = z.object({
  code: z.number().int(),
  description: z.string().default(''),
  details: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  extensions: z
    .record(z.string(), z.string().nullable())
    .nullish()
    .transform((value) =>
      Object.fromEntries(
        Object.entries(value ?? {}).filter((entry): entry is [string, string] => entry[1] !== null),
      ),
    ),
});

export const authStatusSchema = z.object({ status: statusInfoSchema });

export const tokenPairSchema = z.object({ accessToken: token, refreshToken: token });

export const refreshSchema = z.object({ accessToken: token });

export const openSessionSchema = z.object({ referenceNumber: z.string().min(1), validUntil: dateTime });

export const referenceSchema = z.object({ referenceNumber: z.string().min(1) });

export const invoiceStatusSchema = z.object({
  status: statusInfoSchema,
  ksefNumber: z.string().nullish(),
  acquisitionDate: optionalDateTime,
  invoicingDate: optionalDateTime,
  permanentStorageDate: optionalDateTime,
});

export const invoiceMetadataSchema = z.object({
  ksefNumber: z.string(),
  invoiceNumber: z.string(),
  issueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  invoicingDate: optionalDateTime,
  acquisitionDate: dateTime,
  permanentStorageDate: optionalDateTime,
  seller: z.object({ nip: z.string(), name: z.string().nullish() }),
  buyer: z
    .object({
      identifier: z.object({ type: z.string(), value: z.string().nullish() }).nullish(),
      name: z.string().nullish(),
    })
    .nullish(),
  netAmount: amount,
  grossAmount: amount,
  vatAmount: amount,
  currency: z.string(),
  invoiceType: z.string().nullish(),
  invoiceHash: z.string().nullish(),
});

export const metadataPageSchema = z.object({
  hasMore: z.boolean(),
  isTruncated: z.boolean(),
  permanentStorageHwmDate: optionalDateTime,
  invoices: z.array(invoiceMetadataSchema),
});

/** The _metadata.json of an export package: InvoiceMetadata as the metadata query gives it. */
export const exportMetadataSchema = z.object({ invoices: z.array(invoiceMetadataSchema) });

export const exportStatusSchema = z.object({
  status: statusInfoSchema,
  package: z
    .object({
      invoiceCount: z.number().int(),
      isTruncated: z.boolean(),
      lastPermanentStorageDate: optionalDateTime,
      permanentStorageHwmDate: optionalDateTime,
      parts: z.array(
        z.object({
          ordinalNumber: z.number().int(),
          method: z.string(),
          url: z.string().min(1),
          partSize: z.number().int(),
          partHash: z.string(),
          encryptedPartSize: z.number().int(),
          encryptedPartHash: z.string(),
        }),
      ),
    })
    .nullish(),
});

/** JSON text → checked value, or a 'protocol' error naming the call (never echoing the body). */
export function parseKsefJson<T>(text: string, schema: z.ZodType<T>, action: string): T {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new KsefApiError('protocol', `KSeF sent invalid JSON when asked to ${action}`, { cause: error });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new KsefApiError('protocol', `KSeF sent an unexpected answer when asked to ${action} (${where})`);
  }
  return parsed.data;
}
