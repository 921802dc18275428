import { describe, expect, it } from 'vitest';
import { localeCookie } from './locale-switch';

describe('localeCookie', () => {
  it('sets NEXT_LOCALE for 365 days on the whole site', () => {
    expect(localeCookie('ja')).toBe(`NEXT_LOCALE=ja; max-age=${365 * 86400}; path=/; samesite=lax`);
  });
});
