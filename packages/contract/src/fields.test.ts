import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDate, isStorableText, toStorableText } from './fields.ts';

describe('text the database can store', () => {
  it('holds every character but the NUL and half of a surrogate pair', () => {
    for (const ok of ['Lakshmi', 'ಯಶೋದಾ', 'ಅಫ್ಜಲ್‌ಪುರ', 'family 👪 of 4', '']) expect(isStorableText(ok), ok).toBe(true);
    for (const bad of ['a\u0000b', '\ud800', 'x\udfff', '\udfff\ud800', '👪'.slice(0, 1), '👪'.slice(1)]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('replaces each such character by U+FFFD and leaves the rest', () => {
    expect(toStorableText('a\u0000b\ud800c👪\udfff')).toBe('a\ufffdb\ufffdc👪\ufffd');
    expect(toStorableText('ಯಶೋದಾ')).toBe('ಯಶೋದಾ');
  });
});

describe('a day up to today', () => {
  afterEach(() => vi.useRealTimers());
  const day = isoDate('required', 'invalid', { past: true });

  it("is India's today: after midnight in India, before it in London", () => {
    // 01:26 on 3 December in India
    vi.useFakeTimers({ now: new Date('2026-12-02T19:56:00Z') });
    expect(day.safeParse('2026-12-03').success).toBe(true);
    expect(day.safeParse('2026-12-04').success).toBe(false);
  });

  it('refuses tomorrow in India late in its evening', () => {
    // 23:50 on 2 December in India
    vi.useFakeTimers({ now: new Date('2026-12-02T18:20:00Z') });
    expect(day.safeParse('2026-12-02').success).toBe(true);
    expect(day.safeParse('2026-12-03').success).toBe(false);
  });
});
