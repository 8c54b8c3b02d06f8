import { z } from 'zod';
import { chatLiveMessageSchemas } from './chat.ts';

/** The business events the bell tells about (issue 28). */
export const notificationKinds = [
  'invoicePaid',
  /** A bank statement's automatic matching paid invoices: one event for the lot (issue 28). */
  'bankMatched',
  'ksefAccepted',
  'ksefRejected',
  'reminderSent',
  'reminderFailed',
  'costReceived',
  'questionnaireSubmitted',
  'taskAssigned',
  /** A chat message came while the recipient was away or offline: one unread per conversation. */
  'chatMessage',
  /** A shop order was placed: the organization's staff hear of it. */
  'orderPlaced',
  /** The client's own order moved on (confirmed, shipped, cancelled…). */
  'orderStatusChanged',
  /** Something falls due tomorrow: a task, an unpaid invoice, a tax or payroll deadline. */
  'deadlineTomorrow',
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

/** Whether a kind of event comes to the user's bell, and whether it is also e-mailed at once. */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(notificationKinds),
  bell: z.boolean(),
  email: z.boolean().default(false),
});
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  /** One e-mail a day (from 7:00 Warsaw time) listing the events still unread in the bell. */
  dailyDigest: z.boolean().default(false),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What the live channel (`/api/live`) sends: new events are there, fetch them after `lastId`. */
export const liveMessageSchema = z.discriminatedUnion('type', [
  /** The token was accepted: from now on events are pushed (fetch what came before). */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('notifications'), lastId: z.number().int() }),
  // Issue 24: the chat's pushes share this one channel.
  ...chatLiveMessageSchemas,
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
