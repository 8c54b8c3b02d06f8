import type { NotificationKind } from '@saldo/contracts/notifications';
import type { Language } from '@saldo/i18n/languages';
import { translate, translateIn } from '../../i18n/translate.ts';
import type { OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { escapeHtml } from '../../integrations/mail/templates.ts';

/** Where a user changes what comes by e-mail: linked at the foot of every such mail. */
export const SETTINGS_PATH = '/pages/account-setting';

export interface MailEvent {
  kind: NotificationKind;
  params: Record<string, string>;
  link: string;
}

export interface Recipient {
  email: string;
  fullName: string;
  language: Language;
}

/**
 * The bell's own wording of an event, in the recipient's language. A `context` param picks the
 * wording of that case (`deadlineTomorrow_vat`), as i18next's context does in the browser.
 */
export function eventText(language: Language, event: Pick<MailEvent, 'kind' | 'params'>): string {
  const key = `navbar.notifications.kinds.${event.kind}`;
  const context = event.params.context;
  if (context) {
    const specific = translateIn(language, 'common', `${key}_${context}`, event.params);
    if (specific !== `${key}_${context}`) return specific;
  }
  return translateIn(language, 'common', key, event.params);
}

function compose(
  recipient: Recipient,
  subject: string,
  body: { lines: string[]; items?: { text: string; url: string }[]; open: string; url: string; foot: string },
  appUrl: string,
): OutgoingMail {
  const { language } = recipient;
  const greeting = translate(language, 'mail.greeting', { name: recipient.fullName });
  const signature = translate(language, 'mail.signature');
  const settingsUrl = `${appUrl}${SETTINGS_PATH}`;
  const items = body.items ?? [];
  const text = [
    greeting,
    ...body.lines,
    ...items.map((item) => `- ${item.text}: ${item.url}`),
    '',
    body.open,
    body.url,
    '',
    signature,
    '',
    body.foot,
    settingsUrl,
  ].join('\n');
  const link = (url: string, label = url) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const paragraph = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    paragraph(greeting),
    ...body.lines.map(paragraph),
    ...(items.length > 0
      ? [`<ul>${items.map((item) => `<li>${link(item.url, item.text)}</li>`).join('')}</ul>`]
      : []),
    `<p>${escapeHtml(body.open)} ${link(body.url)}</p>`,
    paragraph(signature),
    `<p><small>${escapeHtml(body.foot)} ${link(settingsUrl)}</small></p>`,
  ].join('\n');
  return { to: recipient.email, subject, text, html };
}

/** One event, e-mailed as it happens to a user who chose that kind by e-mail. */
export function eventMail(recipient: Recipient, event: MailEvent, appUrl: string): OutgoingMail {
  const { language } = recipient;
  const text = eventText(language, event);
  return compose(
    recipient,
    translate(language, 'mail.event.subject', { event: text }),
    {
      lines: [text],
      open: translate(language, 'mail.event.open'),
      url: `${appUrl}${event.link}`,
      foot: translate(language, 'mail.event.settings'),
    },
    appUrl,
  );
}

/** The daily digest: the events still unread in the bell, newest first. */
export function digestMail(
  recipient: Recipient,
  events: readonly MailEvent[],
  total: number,
  appUrl: string,
): OutgoingMail {
  const { language } = recipient;
  return compose(
    recipient,
    translate(language, 'mail.digest.subject', { count: total }),
    {
      lines: [translate(language, 'mail.digest.intro')],
      items: events.map((event) => ({ text: eventText(language, event), url: `${appUrl}${event.link}` })),
      open: translate(language, 'mail.digest.open'),
      url: appUrl,
      foot: translate(language, 'mail.digest.settings'),
    },
    appUrl,
  );
}
