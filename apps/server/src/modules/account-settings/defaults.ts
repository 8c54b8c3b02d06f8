import type { InfoSettings, NotificationSettings, SocialSettings } from '@saldo/contracts/account-settings';

// What a user who never saved a section sees. The notification toggles follow the template's demo.
export const defaultInfo: InfoSettings = { bio: '', dob: '', country: '', website: '', phone: '' };

export const defaultSocial: SocialSettings = {
  socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
  connections: { twitter: false, google: false, facebook: false, github: false },
};

export const defaultNotifications: NotificationSettings = {
  commentOnArticle: true,
  AnswerOnForm: true,
  followMe: false,
  newAnnouncements: false,
  productUpdates: true,
  blogDigest: false,
};
