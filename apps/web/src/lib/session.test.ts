import { describe, expect, it } from 'vitest';
import { isSessionValid } from './session.ts';

describe('session validity (spec §4)', () => {
  const now = 1_800_000_000_000;
  it('is valid with a token and an expiry later than now', () => {
    expect(isSessionValid({ token: 't', expirationTime: now + 1 }, now)).toBe(true);
  });
  it('is not valid once expired, without a token, or without a session', () => {
    expect(isSessionValid({ token: 't', expirationTime: now }, now)).toBe(false);
    expect(isSessionValid({ token: '', expirationTime: now + 1000 }, now)).toBe(false);
    expect(isSessionValid(null, now)).toBe(false);
  });
});
