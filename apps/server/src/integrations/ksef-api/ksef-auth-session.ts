// An authenticated KSeF context: the access token (short-lived JWT) and the refresh token (up to
// 7 days). accessToken() refreshes shortly before expiry, so a long job never sends a stale token;
// the client also refreshes once on an unexpected 401. The tokens live in private fields, so
// logging or serialising the session cannot leak them.
import { KsefApiError } from './ksef-api-error.ts';
import type { KsefToken, KsefTokenPair } from './ksef-api-types.ts';

export interface KsefAuthSessionDeps {
  /** POST /auth/token/refresh with this refresh token. */
  readonly refresh: (refreshToken: string) => Promise<KsefToken>;
  readonly now: () => Date;
  readonly refreshMarginMs: number;
}

export class KsefAuthSession {
  readonly #deps: KsefAuthSessionDeps;
  #accessToken: KsefToken;
  readonly #refreshToken: KsefToken;
  /** One refresh at a time: parallel calls wait for the same new token. */
  #refreshing: Promise<void> | null = null;
  #refreshCount = 0;

  constructor(
    deps: KsefAuthSessionDeps,
    /** The authentication operation's reference number (KSeF lists sessions by it). */
    readonly referenceNumber: string,
    /** The context (company) NIP the tokens act for. */
    readonly nip: string,
    tokens: KsefTokenPair,
  ) {
    this.#deps = deps;
    this.#accessToken = tokens.accessToken;
    this.#refreshToken = tokens.refreshToken;
  }

  get accessTokenValidUntil(): Date {
    return this.#accessToken.validUntil;
  }

  get refreshTokenValidUntil(): Date {
    return this.#refreshToken.validUntil;
  }

  /** How many times the access token was refreshed (for the KSeF panel and tests). */
  get refreshCount(): number {
    return this.#refreshCount;
  }

  /** A token valid for at least the margin, refreshed first if needed. */
  async accessToken(): Promise<string> {
    const deadline = this.#deps.now().getTime() + this.#deps.refreshMarginMs;
    if (this.#accessToken.validUntil.getTime() <= deadline) await this.refresh();
    return this.#accessToken.token;
  }

  async refresh(): Promise<void> {
    this.#refreshing ??= this.#doRefresh().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #doRefresh(): Promise<void> {
    if (this.#refreshToken.validUntil.getTime() <= this.#deps.now().getTime()) {
      throw new KsefApiError('unauthorized', 'The KSeF refresh token has expired: authenticate again');
    }
    this.#accessToken = await this.#deps.refresh(this.#refreshToken.token);
    this.#refreshCount += 1;
  }

  toJSON(): Record<string, unknown> {
    return {
      referenceNumber: this.referenceNumber,
      nip: this.nip,
      accessTokenValidUntil: this.accessTokenValidUntil.toISOString(),
      refreshTokenValidUntil: this.refreshTokenValidUntil.toISOString(),
    };
  }
}
