import { describe, expect, it } from 'vitest';
import { KSEF_ENVIRONMENTS, isKsefEnvironment, ksefEnvironment } from './ksef-environments.ts';

describe('KSeF environments', () => {
  it('maps each environment to its API base and QR host', () => {
    expect(KSEF_ENVIRONMENTS.map((environment) => ksefEnvironment(environment))).toEqual([
      {
        environment: 'test',
        apiBaseUrl: 'https://api-test.ksef.mf.gov.pl/v2',
        qrBaseUrl: 'https://qr-test.ksef.mf.gov.pl',
      },
      {
        environment: 'demo',
        apiBaseUrl: 'https://api-demo.ksef.mf.gov.pl/v2',
        qrBaseUrl: 'https://qr-demo.ksef.mf.gov.pl',
      },
      {
        environment: 'production',
        apiBaseUrl: 'https://api.ksef.mf.gov.pl/v2',
        qrBaseUrl: 'https://qr.ksef.mf.gov.pl',
      },
    ]);
  });

  it('takes non-empty overrides, without a trailing slash', () => {
    expect(
      ksefEnvironment('test', {
        apiBaseUrl: 'http://127.0.0.1:4010/v2/',
        qrBaseUrl: ' https://qr.example/ ',
      }),
    ).toEqual({
      environment: 'test',
      apiBaseUrl: 'http://127.0.0.1:4010/v2',
      qrBaseUrl: 'https://qr.example',
    });
    expect(ksefEnvironment('demo', { apiBaseUrl: '', qrBaseUrl: null })).toEqual(ksefEnvironment('demo'));
  });

  it('recognises the environment names', () => {
    expect(['test', 'demo', 'production'].every(isKsefEnvironment)).toBe(true);
    expect(isKsefEnvironment('prd')).toBe(false);
    expect(isKsefEnvironment(undefined)).toBe(false);
  });
});
