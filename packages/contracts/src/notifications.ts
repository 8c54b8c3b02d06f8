import { z } from 'zod';

/** The business events the bell tells about (issue 28). */
export const notificationKinds = [
  'invoicePaid',
  'ksefAccepted',
  'ksefRejected',
  'reminderSent',
  'reminderFailed',
  'costReceived',
  'questionnaireSubmitted',
  'taskAssigned',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  params: z.record(z.string(), z.string()),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  /** Only those after this id: what a client that reconnects has not seen yet. */
  afterId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * Whether a kind of event comes to the user's bell. (E-mail delivery of events is not built yet: the
 * table keeps a column for it, always false, and nothing here offers it.)
 */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(notificationKinds),
  bell: z.boolean(),
});
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What the live channel (`/api/live`) sends: new events are there, fetch them after `lastId`. */
export const liveMessageSchema = z.discriminatedUnion('type', [
  /** The token was accepted: from now on events are pushed (fetch what came before). */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('notifications'), lastId: z.number().int() }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
