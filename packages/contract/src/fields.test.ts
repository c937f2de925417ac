import { describe, expect, it } from 'vitest';
import { isStorableText, toStorableText } from './fields.ts';

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
