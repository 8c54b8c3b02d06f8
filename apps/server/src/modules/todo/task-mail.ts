import type { Language } from '@saldo/i18n/languages';
import { translate } from '../../i18n/translate.ts';
import type { OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { escapeHtml } from '../../integrations/mail/templates.ts';

export interface TaskMail {
  to: { email: string; fullName: string };
  assigner: string;
  title: string;
  dueDate: string | null;
  /** The to-do app's address. */
  link: string;
}

/** Tells a user a task was given to them: plain text and HTML, in the language of the request. */
export function taskAssignedMail(language: Language, mail: TaskMail): OutgoingMail {
  const params = { title: mail.title, assigner: mail.assigner };
  const lines = [
    translate(language, 'mail.greeting', { name: mail.to.fullName }),
    translate(language, 'todo.mail.intro', params),
    ...(mail.dueDate ? [translate(language, 'todo.mail.due', { date: mail.dueDate })] : []),
  ];
  const open = translate(language, 'todo.mail.open');
  const signature = translate(language, 'mail.signature');
  const text = [...lines, '', open, mail.link, '', signature].join('\n');
  const paragraph = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    ...lines.map(paragraph),
    `<p>${escapeHtml(open)} <a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>`,
    paragraph(signature),
  ].join('\n');
  return { to: mail.to.email, subject: translate(language, 'todo.mail.subject', params), text, html };
}
