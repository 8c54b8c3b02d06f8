import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('createSecretBox', () => {
  const box = createSecretBox('a-secret-that-is-long-enough-for-the-test');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('20251201-EC-0123456789|nip-1234563218|abc');
    expect(sealed).not.toContain('0123456789');
    expect(box.open(sealed)).toBe('20251201-EC-0123456789|nip-1234563218|abc');
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });

  it('refuses a text sealed under another key or altered', () => {
    const sealed = box.seal('token');
    expect(createSecretBox('another-secret-that-is-long-enough-too').open(sealed)).toBeNull();
    const [version, iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });
});
