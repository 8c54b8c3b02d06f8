import type { KsefEnvironmentName, KsefSettings, KsefSettingsInput } from '@saldo/contracts/ksef';

/** What the save does with the stored token: keep it, replace it with `token`, or remove it. */
export type TokenAction = 'keep' | 'replace' | 'remove';

/** The KSeF settings form. */
export interface KsefSettingsValues {
  environment: KsefEnvironmentName;
  sendOnIssue: boolean;
  receive: boolean;
  tokenAction: TokenAction;
  /** Typed, never loaded: the token is write-only. Empty keeps the stored one. */
  token: string;
  /** The day the company is obliged to use KSeF from (YYYY-MM-DD); empty: not obliged. */
  obligedFrom: string;
}

export const toValues = (settings: KsefSettings): KsefSettingsValues => ({
  environment: settings.environment,
  sendOnIssue: settings.sendOnIssue,
  receive: settings.receive,
  tokenAction: 'keep',
  token: '',
  obligedFrom: settings.obligedFrom ?? '',
});

/**
 * The body of PUT /organization/ksef: the token only when one was typed (blank counts as nothing
 * typed, never as a removal), '' when the user chose to remove it.
 */
export function toInput(values: KsefSettingsValues): KsefSettingsInput {
  const typed = values.token.trim();
  const token = values.tokenAction === 'remove' ? '' : typed === '' ? undefined : typed;
  return {
    environment: values.environment,
    sendOnIssue: values.sendOnIssue,
    receive: values.receive,
    obligedFrom: values.obligedFrom === '' ? null : values.obligedFrom,
    ...(token === undefined ? {} : { token }),
  };
}

/** After the save: will a token be stored? (Then sending and fetching can run.) */
export const willHaveToken = (values: KsefSettingsValues, tokenSet: boolean): boolean =>
  values.tokenAction !== 'remove' && (tokenSet || values.token.trim() !== '');
