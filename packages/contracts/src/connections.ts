import { z } from 'zod';

/**
 * The outside services Saldo talks to, as the company settings' "Connections" tab lists them
 * (`GET /api/organization/connections`, `POST /api/organization/connections/:service/test`).
 */
export const externalServices = ['gus', 'whiteList', 'nbp', 'ksef', 'smtp', 'sms', 'fileStorage'] as const;
export type ExternalService = (typeof externalServices)[number];

/**
 * Why a call failed, in categories a screen can explain: not set up, could not connect or timed
 * out, the credentials were refused, the service refused for its own reasons (limit, rules), or it
 * answered something we do not understand.
 */
export const failureKinds = [
  'not_configured',
  'unavailable',
  'refused_credentials',
  'rejected',
  'protocol',
] as const;
export type FailureKind = (typeof failureKinds)[number];

/** `test_mode`: set up to keep messages instead of delivering them (SMTP_URL=outbox:). */
export const serviceSetups = ['configured', 'not_configured', 'test_mode'] as const;

export const connectionStatusSchema = z.object({
  service: z.enum(externalServices),
  setup: z.enum(serviceSetups),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastFailureKind: z.enum(failureKinds).nullable(),
  /** The service's or the network's own words, untranslated (for the administrator). */
  lastFailureDetail: z.string().nullable(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const connectionsResponseSchema = z.object({ services: z.array(connectionStatusSchema) });
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;

export const connectionParamsSchema = z.object({ service: z.enum(externalServices) });

/** What "test now" found, and the service's status after it. */
export const connectionTestResultSchema = z.object({ ok: z.boolean(), status: connectionStatusSchema });
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;
