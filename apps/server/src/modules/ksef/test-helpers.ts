import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakeKsefServer, type FakeKsefServer } from '../../../test/fakes/fake-ksef-server.ts';
import type { AppContext } from '../../app-context.ts';
import { createMailer } from '../../integrations/mail/mailer.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { adminHeaders, type Headers } from '../contractors/test-helpers.ts';
import { newBuyer } from '../invoices/test-helpers.ts';
import type { KsefDeps } from './ksef-send.job.ts';

/** The demo company's NIP and a token the fake KSeF accepts for it. */
export const DEMO_NIP = '1234563218';
export const TOKEN = '20261125-EC-0A1B2C3D4E-5F6A7B8C9D-11|nip-1234563218|0123456789abcdef';

export interface KsefTestbed {
  t: TestApp;
  fake: FakeKsefServer;
  admin: Headers;
  buyerId: number;
  /** What the send job is called with, as the app's interval job calls it. */
  ctx: AppContext;
  deps: KsefDeps;
  close(): Promise<void>;
}

/** The app against a fake KSeF server, the demo admin, one buyer, and the send job's arguments. */
export async function startKsefTestbed(): Promise<KsefTestbed> {
  const fake = await startFakeKsefServer({ nip: DEMO_NIP, ksefToken: TOKEN });
  const t = await createTestApp({ KSEF_API_URL: fake.url, KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl' });
  const admin = await adminHeaders(t);
  const buyerId = (await newBuyer(t, admin)).id;
  return {
    t,
    fake,
    admin,
    buyerId,
    ctx: {
      config: t.config,
      db: t.database.db,
      mailer: createMailer({ db: t.database.db, config: t.config, log: t.app.log }),
      workers: t.app.workers,
      signAccessToken: () => '',
    },
    deps: {
      box: createSecretBox(t.config.secretsKey),
      clientOptions: { pollIntervalMs: 5, pollTimeoutMs: 3_000 },
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
