import { describe, expect, it } from 'vitest';
import { createIdempotencyKey, IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';

describe('idempotency keys', () => {
  it('a new key has the format the server accepts, and is new each time', () => {
    const keys = Array.from({ length: 100 }, createIdempotencyKey);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(100);
  });

  it('accepts a UUID and refuses what is too short, too long or has other characters', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(crypto.randomUUID())).toBe(true);
    for (const bad of ['short-key', 'x'.repeat(129), 'has space in it 123', 'dots.are.not.allowed', '']) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(bad)).toBe(false);
    }
  });
});
