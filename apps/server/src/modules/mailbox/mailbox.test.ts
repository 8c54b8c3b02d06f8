import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailDetailResponseSchema,
  emailListResponseSchema,
  mailboxSettingsResponseSchema,
  mailboxTestResponseSchema,
  sendEmailResponseSchema,
} from '@saldo/contracts/email';
import { callerWith, otherOrganizationAdmin, type Caller } from '../../../test/organization-helpers.ts';
import { startFakeImapServer, type FakeImapServer } from '../../../test/fakes/fake-imap-server.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../../test/fakes/fake-smtp-server.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { createFileStorage } from '../../lib/file-storage/file-storage.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { users } from '../auth/users.table.ts';
import { sanitizeMailHtml } from './mail-html.ts';
import { summaryCost } from '../costs/test-helpers.ts';
import { createMailboxWatchers } from './mailbox-watchers.ts';
import { mailboxes, mailboxMessages } from './mailbox.table.ts';

let t: TestApp;
let imap: FakeImapServer;
let smtp: FakeSmtpServer;
let admin: Caller;
let accountant: Caller;

const mail = (n: number, extra = '') =>
  [
    `From: Anna Nowak <anna@firma.test>`,
    `To: me@mail.test`,
    `Subject: Hello ${n}`,
    `Message-ID: <m${n}@firma.test>`,
    `Date: Mon, 2 Nov 2026 10:0${n}:00 +0000`,
    extra,
    `Content-Type: text/plain; charset=utf-8`,
    '',
    `Body ${n}`,
  ]
    .filter((line, i) => line !== '' || i > 5)
    .join('\r\n');

const hostileHtml = [
  'From: Evil <evil@bad.test>',
  'To: me@mail.test',
  'Subject: Hostile',
  'Message-ID: <evil@bad.test>',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p onclick="steal()">Hi<script>alert(1)</script></p><form action="https://bad.test"><input name="p"></form>' +
    '<iframe src="https://bad.test"></iframe><a href="javascript:alert(1)">x</a>' +
    '<img src="https://bad.test/pixel.gif" width="1" height="1"><img src="https://bad.test/photo.jpg">',
].join('\r\n');

const settings = () => ({
  imap: { host: '127.0.0.1', port: imap.port, secure: false, user: imap.user, password: imap.password },
  smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'me@mail.test', password: 'smtp-secret' },
  fromName: 'Me',
  fromEmail: 'me@mail.test',
});

const list = async (query: Record<string, string> = {}, call: Caller = admin) => {
  const response = await call({ method: 'GET', url: '/api/apps/email/emails', query });
  expect(response.statusCode, response.body).toBe(200);
  return emailListResponseSchema.parse(response.json());
};

async function until<T>(check: () => Promise<T | undefined | false>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  imap = await startFakeImapServer({
    inbox: [{ raw: mail(1) }, { raw: mail(2), flags: ['\\Seen'] }, { raw: hostileHtml }],
  });
  smtp = await startFakeSmtpServer();
  t = await createTestApp();
  admin = callerWith(t, (await login(t.app, demo.admin)).accessToken);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
});
afterAll(async () => {
  await t.close();
  await imap.close();
  await smtp.close();
});

describe('the e-mail app over IMAP and SMTP', () => {
  it('shows the organization outbox read only while no mailbox is connected', async () => {
    const answer = await list();
    expect(answer.source).toBe('outbox');
    expect(answer.status.connected).toBe(false);
    for (const email of answer.emails) expect(email.readOnly).toBe(true);
  });

  it('says which step failed when testing a connection', async () => {
    const bad = {
      ...settings(),
      imap: { ...settings().imap, password: 'wrong' },
      smtp: { ...settings().smtp, host: 'no-such-host.invalid' },
    };
    const response = await admin({
      method: 'POST',
      url: '/api/apps/email/mailbox/test-connection',
      payload: bad,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = mailboxTestResponseSchema.parse(response.json());
    expect(result.imap).toMatchObject({ ok: false, stage: 'auth' });
    expect(result.smtp).toMatchObject({ ok: false, stage: 'dns' });
    const closed = { ...settings(), imap: { ...settings().imap, port: 1 } };
    const refused = mailboxTestResponseSchema.parse(
      (
        await admin({ method: 'POST', url: '/api/apps/email/mailbox/test-connection', payload: closed })
      ).json(),
    );
    expect(refused.imap).toMatchObject({ ok: false, stage: 'connect' });
    expect(refused.smtp).toMatchObject({ ok: true });
  });

  it('connects, syncs the inbox and never returns the passwords', async () => {
    const response = await admin({ method: 'PUT', url: '/api/apps/email/mailbox', payload: settings() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(imap.password);
    expect(response.body).not.toContain('smtp-secret');
    const saved = mailboxSettingsResponseSchema.parse(response.json());
    expect(saved.settings?.hasImapPassword).toBe(true);
    const answer = await until(async () => {
      const a = await list();
      return a.emails.length === 3 && a;
    });
    expect(answer.source).toBe('mailbox');
    expect(answer.emailsMeta.inbox).toBe(2);
    expect(answer.emails.find((e) => e.subject === 'Hello 2')?.isRead).toBe(true);
    const get = await admin({ method: 'GET', url: '/api/apps/email/mailbox' });
    expect(get.body).not.toContain(imap.password);
  });

  it('another user reads none of it', async () => {
    const answer = await list({}, accountant);
    expect(answer.source).toBe('outbox');
    const id = (await list()).emails[0]?.id ?? 0;
    expect((await accountant({ method: 'GET', url: `/api/apps/email/emails/${id}` })).statusCode).toBe(404);
    const other = await otherOrganizationAdmin(t);
    const move = await other.call({
      method: 'POST',
      url: '/api/apps/email/update-emails',
      payload: { emailIds: [id], dataToUpdate: { isRead: true } },
    });
    expect(move.statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/apps/email/emails' })).statusCode).toBe(401);
  });

  it('shows hostile HTML sanitized, remote images blocked until allowed', async () => {
    const id = (await list()).emails.find((e) => e.subject === 'Hostile')?.id ?? 0;
    const blocked = emailDetailResponseSchema.parse(
      (await admin({ method: 'GET', url: `/api/apps/email/emails/${id}` })).json(),
    ).email;
    expect(blocked.html).toBe(true);
    expect(blocked.hasRemoteImages).toBe(true);
    for (const bad of ['<script', 'onclick', '<form', '<input', '<iframe', 'javascript:', 'bad.test/'])
      expect(blocked.message).not.toContain(bad);
    const allowed = emailDetailResponseSchema.parse(
      (await admin({ method: 'GET', url: `/api/apps/email/emails/${id}?allowRemoteImages=true` })).json(),
    ).email;
    expect(allowed.message).toContain('https://bad.test/photo.jpg');
    expect(allowed.message).not.toContain('pixel.gif');
    expect(sanitizeMailHtml('<a href="https://x.test">x</a>', false).html).toContain(
      'rel="noopener noreferrer',
    );
  });

  it('keeps flags in step both ways', async () => {
    const first = (await list()).emails.find((e) => e.subject === 'Hello 1');
    if (!first) throw new Error('no mail');
    const response = await admin({
      method: 'POST',
      url: '/api/apps/email/update-emails',
      payload: { emailIds: [first.id], dataToUpdate: { isRead: true, isStarred: true } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const label = await admin({
      method: 'POST',
      url: '/api/apps/email/update-emails-label',
      payload: { emailIds: [first.id], label: 'company' },
    });
    expect(label.statusCode, label.body).toBe(200);
    const onServer = [...imap.flags('INBOX').values()].find((f) => f.includes('\\Flagged'));
    expect(onServer).toEqual(expect.arrayContaining(['\\Seen', '\\Flagged', 'company']));
    expect((await list({ folder: 'starred' })).emails.map((e) => e.id)).toEqual([first.id]);
    expect((await list({ label: 'company' })).emails.map((e) => e.id)).toEqual([first.id]);
    // The other way: a flag changed on the server (another mail client) shows after a sync.
    imap.setFlags('INBOX', 1, []);
    const sync = await admin({ method: 'POST', url: '/api/apps/email/mailbox/sync' });
    expect(sync.statusCode, sync.body).toBe(200);
    const after = (await list()).emails.find((e) => e.id === first.id);
    expect(after).toMatchObject({ isRead: false, isStarred: false, labels: [] });
  });

  // The watcher was started by the request that saved the settings; its IDLE handler must not carry
  // that request's database scope, aborted once the request ended (every sync was refused).
  it('hears new mail through IDLE', async () => {
    // No sync is asked for: the watcher IDLEs on the inbox, hears EXISTS and syncs the inbox.
    imap.deliver(mail(5));
    await until(async () => (await list()).emails.some((e) => e.subject === 'Hello 5'), 20_000);
  }, 30_000);

  it('moves on the server, and deleting moves to Trash', async () => {
    const second = (await list()).emails.find((e) => e.subject === 'Hello 2');
    if (!second) throw new Error('no mail');
    const move = await admin({
      method: 'POST',
      url: '/api/apps/email/update-emails',
      payload: { emailIds: [second.id], dataToUpdate: { folder: 'spam' } },
    });
    expect(move.statusCode, move.body).toBe(200);
    expect(imap.raw('Junk').some((raw) => raw.includes('Hello 2'))).toBe(true);
    expect((await list({ folder: 'spam' })).emails.map((e) => e.subject)).toEqual(['Hello 2']);
    const trash = await admin({
      method: 'POST',
      url: '/api/apps/email/update-emails',
      payload: { emailIds: [second.id], dataToUpdate: { folder: 'trash' } },
    });
    expect(trash.statusCode, trash.body).toBe(200);
    expect(imap.raw('Trash').some((raw) => raw.includes('Hello 2'))).toBe(true);
    expect(imap.raw('Junk')).toHaveLength(0);
    expect((await list({ folder: 'trash' })).emails.map((e) => e.subject)).toEqual(['Hello 2']);
  });

  it('paginates within the list and answers 404 past the end', async () => {
    const emails = (await list()).emails;
    const first = emails[0];
    const second = emails[1];
    if (!first || !second) throw new Error('no mail');
    const next = await admin({
      method: 'GET',
      url: '/api/apps/email/paginate-email',
      query: { dir: 'next', emailId: String(first.id) },
    });
    expect(next.json()).toMatchObject({ id: second.id });
    const before = await admin({
      method: 'GET',
      url: '/api/apps/email/paginate-email',
      query: { dir: 'previous', emailId: String(first.id) },
    });
    expect(before.statusCode).toBe(404);
  });

  it('sends through SMTP with an attachment, keeps it in Sent, and saves a draft to Drafts', async () => {
    const original = (await list()).emails.find((e) => e.subject === 'Hello 1');
    const response = await admin({
      method: 'POST',
      url: '/api/apps/email/send',
      payload: {
        to: [{ email: 'anna@firma.test', name: 'Anna' }],
        subject: 'Re: Hello 1',
        message: '<p>Thanks<script>x()</script></p>',
        attachments: [
          {
            fileName: 'note.txt',
            contentType: 'text/plain',
            contentBase64: Buffer.from('hi').toString('base64'),
          },
        ],
        replyToId: original?.id,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = sendEmailResponseSchema.parse(response.json());
    expect(smtp.received.at(-1)?.to).toEqual(['anna@firma.test']);
    expect(smtp.received.at(-1)?.raw).toContain('In-Reply-To: <m1@firma.test>');
    expect(smtp.received.at(-1)?.raw).not.toContain('<script');
    expect(imap.raw('Sent').some((raw) => raw.includes('Re: Hello 1'))).toBe(true);
    expect(sent.email).toMatchObject({ folder: 'sent', subject: 'Re: Hello 1' });
    expect(sent.email?.attachments[0]?.fileName).toBe('note.txt');

    const draft = await admin({
      method: 'POST',
      url: '/api/apps/email/send',
      payload: { subject: 'Unfinished', message: '<p>later</p>', draft: true },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(imap.raw('Drafts').some((raw) => raw.includes('Unfinished'))).toBe(true);
    expect((await list({ folder: 'draft' })).emails.map((e) => e.subject)).toEqual(['Unfinished']);
    expect((await list()).emailsMeta.draft).toBe(1);
  });

  it('adds a mailed invoice to costs: FA XML through the cost import, a PDF to the cost the user saves', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const xml = readFileSync(
      join(import.meta.dirname, '../../integrations/ksef/fixtures/fa3/FA_3_Przykład_1.xml'),
    );
    const part = (name: string, type: string, data: Buffer) =>
      [
        '--b1',
        `Content-Type: ${type}; name="${name}"`,
        `Content-Disposition: attachment; filename="${name}"`,
        'Content-Transfer-Encoding: base64',
        '',
        data.toString('base64'),
      ].join('\r\n');
    imap.deliver(
      [
        'From: Anna Nowak <anna@firma.test>',
        'To: me@mail.test',
        'Subject: Invoices',
        'Message-ID: <inv@firma.test>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain',
        '',
        'Attached.',
        part('invoice.pdf', 'application/pdf', pdf),
        part('invoice.xml', 'text/xml', xml),
        '--b1--',
        '',
      ].join('\r\n'),
    );
    await admin({ method: 'POST', url: '/api/apps/email/mailbox/sync' });
    const email = await until(async () => (await list()).emails.find((e) => e.subject === 'Invoices'));
    const pdfFile = email.attachments.find((a) => a.fileName === 'invoice.pdf');
    const xmlFile = email.attachments.find((a) => a.fileName === 'invoice.xml');
    if (!pdfFile || !xmlFile) throw new Error('attachments not synced');
    expect(pdfFile.canAddToCosts).toBe(true);
    expect(xmlFile.canAddToCosts).toBe(true);
    const addUrl = (id: number) => `/api/apps/email/emails/${email.id}/attachments/${id}/add-to-costs`;

    // A PDF: nothing is read from it; the sender is no contractor of the organization.
    const viaForm = await admin({ method: 'POST', url: addUrl(pdfFile.id) });
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(viaForm.json()).toEqual({ costId: null, contractorId: null });
    // The user saves the cost in the form; the PDF is attached to it as its document.
    const contractors = await admin({ method: 'GET', url: '/api/apps/contractors' });
    const contractorId = contractors.json<{ contractors: { id: number }[] }>().contractors[0]?.id ?? 0;
    const saved = await admin({
      method: 'POST',
      url: '/api/documents/costs',
      payload: summaryCost(contractorId, { number: 'MAIL/PDF/1' }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const costId = saved.json<{ cost: { id: number } }>().cost.id;
    const attached = await admin({
      method: 'POST',
      url: `/api/apps/email/emails/${email.id}/attachments/${pdfFile.id}/attach-to-cost/${costId}`,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({ fileName: 'invoice.pdf', mimeType: 'application/pdf' });
    // Another organization's admin attaches nothing to it.
    const other = await otherOrganizationAdmin(t);
    const foreign = await other.call({
      method: 'POST',
      url: `/api/apps/email/emails/${email.id}/attachments/${pdfFile.id}/attach-to-cost/${costId}`,
    });
    expect(foreign.statusCode).toBe(404);

    // FA XML goes through the cost import: a draft with the XML attached, or the import's refusal
    // (the sample's buyer is not the demo company) said plainly.
    const imported = await admin({ method: 'POST', url: addUrl(xmlFile.id) });
    if (imported.statusCode === 200) {
      const { costId: draftId } = imported.json<{ costId: number }>();
      const draft = await admin({ method: 'GET', url: `/api/documents/costs/${draftId}` });
      expect(draft.json()).toMatchObject({ cost: { status: 'draft', source: 'ksef_file' } });
    } else {
      expect(imported.statusCode, imported.body).toBe(422);
      expect(imported.json<{ message: string }>().message).not.toBe('');
    }
  }, 90_000);

  it('records why a sync fails', async () => {
    const wrong = { ...settings(), imap: { ...settings().imap, password: 'changed-elsewhere' } };
    const response = await admin({ method: 'PUT', url: '/api/apps/email/mailbox', payload: wrong });
    expect(response.statusCode, response.body).toBe(200);
    const status = await until(async () => {
      const s = (await admin({ method: 'GET', url: '/api/apps/email/mailbox/status' })).json<{
        error: string | null;
      }>();
      return s.error !== null && s;
    });
    expect(status.error).toMatch(/IMAP login refused/);
  });
});

describe('one watcher per mailbox across server instances', () => {
  it('lets one instance hold the IDLE connection and another take over when it dies', async () => {
    const own = await startFakeImapServer({ inbox: [{ raw: mail(1) }] });
    const { db } = t.database;
    const box = createSecretBox(t.config.secretsKey);
    const [user] = await db.select().from(users).where(eq(users.email, demo.accountant.email));
    if (!user) throw new Error('no accountant');
    const [row] = await db
      .insert(mailboxes)
      .values({
        organizationId: user.organizationId,
        userId: user.id,
        imapHost: '127.0.0.1',
        imapPort: own.port,
        imapSecure: false,
        imapUser: own.user,
        imapPasswordSealed: box.seal(own.password),
        smtpHost: '127.0.0.1',
        smtpPort: smtp.port,
        smtpSecure: false,
        smtpUser: own.user,
        smtpPasswordSealed: box.seal('smtp-secret'),
        fromEmail: own.user,
      })
      .returning();
    if (!row) throw new Error('no mailbox');
    const leaseMs = 3000;
    // Two server instances on one database: two watcher sets with their own names.
    const instance = (instanceId: string) =>
      createMailboxWatchers({
        deps: { db, storage: createFileStorage(t.config) },
        box,
        log: t.app.log,
        instanceId,
        leaseMs,
        retryMs: 100,
      });
    const a = instance('a');
    const b = instance('b');
    const messages = async () =>
      (await db.select().from(mailboxMessages).where(eq(mailboxMessages.mailboxId, row.id))).length;
    const holder = async () =>
      (await db.select().from(mailboxes).where(eq(mailboxes.id, row.id)))[0]?.watchHolder;
    try {
      await a.startAll();
      await until(async () => a.holds(row.id) && (await messages()) === 1, 20_000);
      await b.startAll();
      // b asks every 100 ms and is refused for longer than a lease lasts: a renews it.
      const refusedUntil = Date.now() + 2 * leaseMs;
      while (Date.now() < refusedUntil) {
        expect(b.holds(row.id)).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await holder()).toBe('a');
      // a dies (no release: its lease lapses); b takes the mailbox over and keeps it in step.
      await a.close({ release: false });
      await until(async () => b.holds(row.id) && (await holder()) === 'b', 4 * leaseMs + 10_000);
      own.deliver(mail(6));
      await until(async () => (await messages()) === 2, 20_000);
    } finally {
      await a.close();
      await b.close();
      await own.close();
    }
  }, 120_000);
});
