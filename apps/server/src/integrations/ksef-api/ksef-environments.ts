// KSeF environments (ksef-docs srodowiska.md, kody-qr.md). The API base includes "/v2": every path of
// the client is relative to it. Both addresses can be overridden, so the settings can point at a
// moved environment (or the tests at the local fake) without a release.

export const KSEF_ENVIRONMENTS = ['test', 'demo', 'production'] as const;
export type KsefEnvironment = (typeof KSEF_ENVIRONMENTS)[number];

export interface KsefEnvironmentAddresses {
  readonly environment: KsefEnvironment;
  /** e.g. "https://api-test.ksef.mf.gov.pl/v2", without a trailing slash. */
  readonly apiBaseUrl: string;
  /** Base of the KOD I verification link, e.g. "https://qr-test.ksef.mf.gov.pl". */
  readonly qrBaseUrl: string;
}

const DEFAULTS: Readonly<Record<KsefEnvironment, Omit<KsefEnvironmentAddresses, 'environment'>>> = {
  // TEST accepts self-signed certificates and shared test data: never real invoices.
  test: { apiBaseUrl: 'https://api-test.ksef.mf.gov.pl/v2', qrBaseUrl: 'https://qr-test.ksef.mf.gov.pl' },
  // DEMO is pre-production: production's configuration and limits, no legal effect, and like TEST
  // it must get no production invoices or real company data (srodowiska.md).
  demo: { apiBaseUrl: 'https://api-demo.ksef.mf.gov.pl/v2', qrBaseUrl: 'https://qr-demo.ksef.mf.gov.pl' },
  production: { apiBaseUrl: 'https://api.ksef.mf.gov.pl/v2', qrBaseUrl: 'https://qr.ksef.mf.gov.pl' },
};

export function isKsefEnvironment(value: unknown): value is KsefEnvironment {
  return typeof value === 'string' && (KSEF_ENVIRONMENTS as readonly string[]).includes(value);
}

const withoutTrailingSlash = (url: string): string => url.trim().replace(/\/+$/, '');

/** The environment's addresses; a non-empty override replaces the default. */
export function ksefEnvironment(
  environment: KsefEnvironment,
  overrides: { readonly apiBaseUrl?: string | null; readonly qrBaseUrl?: string | null } = {},
): KsefEnvironmentAddresses {
  const defaults = DEFAULTS[environment];
  const api = overrides.apiBaseUrl?.trim() ?? '';
  const qr = overrides.qrBaseUrl?.trim() ?? '';
  return {
    environment,
    apiBaseUrl: withoutTrailingSlash(api === '' ? defaults.apiBaseUrl : api),
    qrBaseUrl: withoutTrailingSlash(qr === '' ? defaults.qrBaseUrl : qr),
  };
}
