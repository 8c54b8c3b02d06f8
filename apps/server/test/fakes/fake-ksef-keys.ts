// The fake KSeF's own key pairs and self-signed X.509 certificates, like the ministry's: one for
// encrypting KSeF tokens, one for session keys, and an expired one listing both usages (a client
// that ignores validity picks it and the fake cannot decrypt). Generated once per test process:
// RSA key generation is the slow part of starting the fake.
import { generateKeyPairSync, type KeyObject, createPrivateKey } from 'node:crypto';
import { generate } from 'selfsigned';

export interface FakeKsefKey {
  readonly privateKey: KeyObject;
  /** DER certificate, Base64, as GET /security/public-key-certificates serves it. */
  readonly certificate: string;
  readonly validFrom: Date;
  readonly validTo: Date;
  readonly usage: readonly string[];
}

export interface FakeKsefKeys {
  readonly token: FakeKsefKey;
  readonly symmetric: FakeKsefKey;
  readonly expired: FakeKsefKey;
}

const DAY_MS = 86_400_000;

async function makeKey(
  commonName: string,
  usage: readonly string[],
  validFrom: Date,
  validTo: Date,
): Promise<FakeKsefKey> {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keyPair: { privateKey: pair.privateKey, publicKey: pair.publicKey },
    algorithm: 'sha256',
    notBeforeDate: validFrom,
    notAfterDate: validTo,
  });
  const der = pems.cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return { privateKey: createPrivateKey(pair.privateKey), certificate: der, validFrom, validTo, usage };
}

let keys: Promise<FakeKsefKeys> | null = null;

export function fakeKsefKeys(): Promise<FakeKsefKeys> {
  keys ??= (async () => {
    const now = Date.now();
    const from = new Date(now - 30 * DAY_MS);
    const to = new Date(now + 5 * 365 * DAY_MS);
    return {
      token: await makeKey('Fake KSeF token encryption', ['KsefTokenEncryption'], from, to),
      symmetric: await makeKey('Fake KSeF symmetric key encryption', ['SymmetricKeyEncryption'], from, to),
      expired: await makeKey(
        'Fake KSeF expired',
        ['KsefTokenEncryption', 'SymmetricKeyEncryption'],
        new Date(now - 400 * DAY_MS),
        new Date(now - DAY_MS),
      ),
    };
  })();
  return keys;
}
