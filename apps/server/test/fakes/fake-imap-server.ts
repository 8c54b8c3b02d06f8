import hoodiecrow from 'hoodiecrow-imap';

/**
 * A real IMAP4rev1 server in the test process (hoodiecrow, by imapflow's author): imapflow talks to it
 * over TCP as to any mail server, with IDLE, MOVE, UIDPLUS and SPECIAL-USE folders (Sent, Drafts,
 * Junk, Trash). One user; the storage is in memory and new for each server.
 */
export interface FakeImapServer {
  readonly port: number;
  readonly user: string;
  readonly password: string;
  /** Delivers a message into a folder, as mail arriving from outside (IDLE clients hear EXISTS). */
  deliver(raw: string, folder?: string, flags?: string[]): void;
  /** The flags of the messages of a folder, by UID. */
  flags(folder: string): Map<number, string[]>;
  /** The raw messages of a folder. */
  raw(folder: string): string[];
  setFlags(folder: string, uid: number, flags: string[]): void;
  close(): Promise<void>;
}

export async function startFakeImapServer(
  options: { user?: string; password?: string; inbox?: { raw: string; flags?: string[] }[] } = {},
): Promise<FakeImapServer> {
  const user = options.user ?? 'me@mail.test';
  const password = options.password ?? 'imap-secret';
  const server = hoodiecrow({
    plugins: ['ID', 'IDLE', 'MOVE', 'SPECIAL-USE', 'UIDPLUS', 'ENABLE', 'UNSELECT', 'LITERALPLUS'],
    users: { [user]: { password } },
    storage: {
      INBOX: { messages: options.inbox ?? [] },
      '': {
        separator: '/',
        folders: {
          Sent: { 'special-use': '\\Sent' },
          Drafts: { 'special-use': '\\Drafts' },
          Junk: { 'special-use': '\\Junk' },
          Trash: { 'special-use': '\\Trash' },
          Archive: {},
        },
      },
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no IMAP port');
  return {
    port: address.port,
    user,
    password,
    deliver(raw, folder = 'INBOX', flags = []) {
      server.appendMessage(folder, flags, false, raw);
    },
    flags(folder) {
      return new Map(server.getMailbox(folder).messages.map((m) => [m.uid, [...m.flags]]));
    },
    raw(folder) {
      return server.getMailbox(folder).messages.map((m) => m.raw);
    },
    setFlags(folder, uid, flags) {
      const message = server.getMailbox(folder).messages.find((m) => m.uid === uid);
      if (message) message.flags = flags;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
