import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { base64UrlEncode, ksefVerificationLink } from './qr-code.ts';

const hex = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'hex'));

describe('KSeF verification link (KOD I)', () => {
  it('reproduces the example of ksef-docs kody-qr.md', () => {
    // The docs give the digest only as Base64URL; these are its 32 bytes.
    const digest = hex('52d429f46a5ce75cbebb7c40a598c88e0929674d63b3e27c29f9523d6f16cc81');
    expect(
      ksefVerificationLink({
        qrBaseUrl: 'https://qr-test.ksef.mf.gov.pl',
        sellerNip: '1111111111',
        issueDate: '2026-02-01',
        invoiceSha256: digest,
      }),
    ).toBe(
      'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
  });

  it('worked example: MF sample FA_3_Przykład_1 (seller 9999999999, P_1 2026-02-15)', () => {
    const file = fileURLToPath(
      new URL(
        '../../../../apps/server/src/integrations/ksef/fixtures/fa3/FA_3_Przykład_1.xml',
        import.meta.url,
      ),
    );
    const digest = createHash('sha256').update(readFileSync(file)).digest();
    // SHA-256 = 5fec107e…896d20; standard Base64 "X+wQ…bSA=" becomes "X-wQ…bSA" ('+' → '-', no '=').
    expect(digest.toString('hex')).toBe('5fec107e5415c91b357c89a523ec433e75a4d55dfb872b383b5964c7d8896d20');
    expect(
      ksefVerificationLink({
        qrBaseUrl: 'https://qr.ksef.mf.gov.pl/',
        sellerNip: '9999999999',
        issueDate: '2026-02-15',
        invoiceSha256: digest,
      }),
    ).toBe(
      'https://qr.ksef.mf.gov.pl/invoice/9999999999/15-02-2026/X-wQflQVyRs1fImlI-xDPnWk1V37hys4O1lkx9iJbSA',
    );
  });

  it('takes a bare host as https', () => {
    const link = ksefVerificationLink({
      qrBaseUrl: 'qr-demo.ksef.mf.gov.pl',
      sellerNip: '5265877635',
      issueDate: '2025-12-31',
      invoiceSha256: createHash('sha256').update('').digest(),
    });
    expect(link).toBe(
      'https://qr-demo.ksef.mf.gov.pl/invoice/5265877635/31-12-2025/47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU',
    );
  });

  it.each([
    [{ sellerNip: '526587763' }, 'NIP'],
    [{ sellerNip: 'PL5265877635' }, 'NIP'],
    [{ issueDate: '15-02-2026' }, 'issueDate'],
    [{ issueDate: '2026-02-30' }, 'issueDate'],
    [{ invoiceSha256: new Uint8Array(31) }, '32-byte'],
    [{ qrBaseUrl: ' ' }, 'base URL'],
  ])('refuses %j', (override, message) => {
    const input = {
      qrBaseUrl: 'https://qr.ksef.mf.gov.pl',
      sellerNip: '5265877635',
      issueDate: '2026-02-15',
      invoiceSha256: new Uint8Array(32),
      ...override,
    };
    expect(() => ksefVerificationLink(input)).toThrow(message);
  });
});

describe('Base64URL', () => {
  it('matches Node for every length modulo 3, without padding', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = randomBytes(length);
      expect(base64UrlEncode(bytes)).toBe(bytes.toString('base64url'));
    }
  });
});
