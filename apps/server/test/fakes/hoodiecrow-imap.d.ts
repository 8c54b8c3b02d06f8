// hoodiecrow-imap ships no types; only what the fake IMAP server uses is declared.
declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';

  interface HoodiecrowFolder {
    'special-use'?: string;
    messages?: { raw: string; flags?: string[]; internaldate?: string }[];
    folders?: Record<string, HoodiecrowFolder>;
    separator?: string;
    flags?: string[];
  }
  interface HoodiecrowMailbox {
    messages: { uid: number; flags: string[]; raw: string }[];
    uidvalidity: number;
  }
  interface HoodiecrowServer {
    server: Server;
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
    getMailbox(path: string): HoodiecrowMailbox;
    appendMessage(
      mailbox: string | HoodiecrowMailbox,
      flags: string[],
      internaldate: string | false,
      raw: string,
    ): void;
  }
  interface HoodiecrowOptions {
    plugins?: string[];
    users?: Record<string, { password: string }>;
    storage?: Record<string, HoodiecrowFolder>;
  }
  export default function hoodiecrow(options?: HoodiecrowOptions): HoodiecrowServer;
}
