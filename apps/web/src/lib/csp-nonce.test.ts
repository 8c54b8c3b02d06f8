import { describe, expect, it } from 'vitest';
import { pageNonce } from './csp-nonce.ts';

describe('pageNonce', () => {
  it("reads the nonce the server put into the page's csp-nonce meta tag, once", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'bm9uY2Utb2YtdGhpcy1wYWdl');
    document.head.append(meta);
    expect(pageNonce()).toBe('bm9uY2Utb2YtdGhpcy1wYWdl');
    meta.remove();
    expect(pageNonce()).toBe('bm9uY2Utb2YtdGhpcy1wYWdl');
  });
});
