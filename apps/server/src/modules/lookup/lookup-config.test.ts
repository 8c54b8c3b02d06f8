import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { GUS_ENDPOINTS } from '../../integrations/gus/gus-types.ts';
import { WHITE_LIST_ENDPOINTS } from '../../integrations/white-list/white-list-types.ts';

// The look-up settings of config.ts (its own tests cover the rest).
const secret = { JWT_SECRET: 'a-test-secret-of-at-least-32-characters' };

describe('look-up settings', () => {
  it('default to the production registers, without a GUS key', () => {
    expect(loadConfig(secret)).toMatchObject({
      gusApiUrl: GUS_ENDPOINTS.production,
      gusApiKey: undefined,
      whiteListApiUrl: WHITE_LIST_ENDPOINTS.production,
      lookupTimeoutMs: 10_000,
    });
  });

  it('read the addresses, the key and the time-out', () => {
    expect(
      loadConfig({
        ...secret,
        GUS_API_URL: GUS_ENDPOINTS.test,
        GUS_API_KEY: 'abcde12345abcde12345',
        WHITE_LIST_API_URL: WHITE_LIST_ENDPOINTS.test,
        LOOKUP_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({
      gusApiUrl: GUS_ENDPOINTS.test,
      gusApiKey: 'abcde12345abcde12345',
      whiteListApiUrl: WHITE_LIST_ENDPOINTS.test,
      lookupTimeoutMs: 2500,
    });
  });

  it('name every wrong value', () => {
    const attempt = () =>
      loadConfig({ ...secret, GUS_API_URL: 'ftp://gus', GUS_API_KEY: '   ', LOOKUP_TIMEOUT_MS: '5' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/GUS_API_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(attempt).toThrow(/GUS_API_KEY: must not be blank/);
    expect(attempt).toThrow(/LOOKUP_TIMEOUT_MS: must be at least 100/);
  });
});
