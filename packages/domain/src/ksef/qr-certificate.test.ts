import { describe, expect, it } from 'vitest';
import { ksefCertificateLink, ksefCertificateSignedText, offlineSendDeadline } from './qr-certificate.ts';

const DOC_DIGEST = '52d429f46a5ce75cbebb7c40a598c88e0929674d63b3e27c29f9523d6f16cc81';
// The signature of the example in ksef-docs kody-qr.md (section 2, "Generowanie linku").
const DOC_SIGNATURE =
  'mSkm_XmM9fq7PgAJwiL32L9ujhyguOEV48cDB0ncemD2r9TMGa3lr0iRoFk588agCi8QPsOuscUY1rZ7ff76STbGquO-gZtQys5_fHdf2HUfDqPqVTnUS6HknBu0zLkyf9ygoW7WbH06Ty_8BgQTlOmJFzNWSt9WZa7tAGuAE9JOooNps-KG2PYkkIP4q4jPMp3FKypAygHVnXtS0RDGgOxhhM7LWtFP7D-dWINbh5yXD8Lr-JVbeOpyQjHa6WmMYavCDQJ3X_Z-iS01LZu2s1B3xuOykl1h0sLObCdADrbxOONsXrvQa61Xt_rxyprVraj2Uf9pANQgR4-12HEcMw';

const docInput = {
  qrBaseUrl: 'https://qr-test.ksef.mf.gov.pl',
  contextType: 'Nip',
  contextId: '1111111111',
  sellerNip: '1111111111',
  certificateSerial: '01F20A5D352AE590',
  invoiceSha256: Uint8Array.from(Buffer.from(DOC_DIGEST, 'hex')),
} as const;

describe('KSeF certificate link (KOD II)', () => {
  it('signs the text of the kody-qr.md example: no scheme, no trailing slash', () => {
    expect(ksefCertificateSignedText(docInput)).toBe(
      'qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
    expect(ksefCertificateSignedText({ ...docInput, qrBaseUrl: 'qr-test.ksef.mf.gov.pl/' })).toBe(
      ksefCertificateSignedText(docInput),
    );
  });

  it('reproduces the link of the kody-qr.md example from its signature', () => {
    const signature = Uint8Array.from(Buffer.from(DOC_SIGNATURE, 'base64url'));
    expect(ksefCertificateLink(docInput, signature)).toBe(
      `https://qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE/${DOC_SIGNATURE}`,
    );
  });

  it.each([
    [{ sellerNip: 'PL1111111111' }, 'NIP'],
    [{ certificateSerial: '01f20a' }, 'serial'],
    [{ contextId: '111/111' }, 'context'],
    [{ invoiceSha256: new Uint8Array(31) }, '32-byte'],
  ])('refuses %j', (override, message) => {
    expect(() => ksefCertificateSignedText({ ...docInput, ...override })).toThrow(message);
  });

  it('refuses an empty signature', () => {
    expect(() => ksefCertificateLink(docInput, new Uint8Array())).toThrow('signature');
  });
});

describe('offline24 deadline', () => {
  it('is the next business day after the issue date', () => {
    expect(offlineSendDeadline('2026-11-25')).toBe('2026-11-26'); // Wednesday → Thursday
    expect(offlineSendDeadline('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(offlineSendDeadline('2026-12-24')).toBe('2026-12-28'); // Christmas Eve (a holiday from 2025) and Christmas
  });
});
