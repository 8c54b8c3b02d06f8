import { z } from 'zod';
import { organizationSectionsSchema } from './organization-settings.ts';

/** Account settings of the logged-in user (spec section 3, 'Account settings'). */
export const AVATAR_MAX_BYTES = 800 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;

export const generalSettingsSchema = z.object({
  avatar: z.string().nullable(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  company: z.string(),
});
export const generalSettingsUpdateSchema = generalSettingsSchema.omit({ avatar: true });

export const infoSettingsSchema = z.object({
  bio: z.string().max(2000),
  // ISO calendar date or empty.
  dob: z.union([z.iso.date(), z.literal('')]),
  country: z.string().max(100),
  website: z.union([z.url(), z.literal('')]),
  phone: z.string().max(40),
});

export const socialLinkKeys = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export const socialConnectionKeys = ['twitter', 'google', 'facebook', 'github'] as const;
export const socialSettingsSchema = z.object({
  socialLinks: z.object(
    Object.fromEntries(socialLinkKeys.map((k) => [k, z.union([z.url(), z.literal('')])])) as Record<
      (typeof socialLinkKeys)[number],
      z.ZodUnion<[z.ZodURL, z.ZodLiteral<''>]>
    >,
  ),
  connections: z.object(
    Object.fromEntries(socialConnectionKeys.map((k) => [k, z.boolean()])) as Record<
      (typeof socialConnectionKeys)[number],
      z.ZodBoolean
    >,
  ),
});

export const notificationKeys = [
  'commentOnArticle',
  'AnswerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
export const notificationSettingsSchema = z.object(
  Object.fromEntries(notificationKeys.map((k) => [k, z.boolean()])) as Record<
    (typeof notificationKeys)[number],
    z.ZodBoolean
  >,
);

export const changePasswordBodySchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
});

export const accountSettingsSchema = z.object({
  general: generalSettingsSchema,
  info: infoSettingsSchema,
  social: socialSettingsSchema,
  notification: notificationSettingsSchema,
  // The organization's sections (spec: companyInfo, users, … invoiceTypes) come only to a caller who
  // may read the organization; a client's answer has none of them.
  ...organizationSectionsSchema.partial().shape,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
export type GeneralSettingsUpdate = z.infer<typeof generalSettingsUpdateSchema>;
export type InfoSettings = z.infer<typeof infoSettingsSchema>;
export type SocialSettings = z.infer<typeof socialSettingsSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
