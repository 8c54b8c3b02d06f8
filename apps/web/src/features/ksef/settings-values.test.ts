import { describe, expect, it } from 'vitest';
import { toInput, willHaveToken, type KsefSettingsValues } from './settings-values.ts';

const values = (overrides: Partial<KsefSettingsValues> = {}): KsefSettingsValues => ({
  environment: 'demo',
  sendOnIssue: true,
  receive: false,
  tokenAction: 'keep',
  token: '',
  obligedFrom: '',
  ...overrides,
});

describe('the KSeF settings body', () => {
  it('leaves the token out unless one is typed: blank keeps the stored token', () => {
    expect(toInput(values())).toEqual({
      environment: 'demo',
      sendOnIssue: true,
      receive: false,
      obligedFrom: null,
    });
    expect(toInput(values({ tokenAction: 'replace', token: '   ' }))).not.toHaveProperty('token');
    expect(toInput(values({ tokenAction: 'replace', token: ' abc|123 ' })).token).toBe('abc|123');
  });

  it('sends the day the company is obliged to use KSeF from, and null when the field is empty', () => {
    expect(toInput(values({ obligedFrom: '2026-04-01' })).obligedFrom).toBe('2026-04-01');
    expect(toInput(values({ obligedFrom: '' })).obligedFrom).toBeNull();
  });

  it('sends an empty token to remove the stored one', () => {
    expect(toInput(values({ tokenAction: 'remove', token: 'ignored' })).token).toBe('');
  });

  it('knows whether a token will be stored after the save', () => {
    expect(willHaveToken(values(), true)).toBe(true);
    expect(willHaveToken(values(), false)).toBe(false);
    expect(willHaveToken(values({ token: 'x' }), false)).toBe(true);
    expect(willHaveToken(values({ tokenAction: 'remove' }), true)).toBe(false);
  });
});
