import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { EN_IN, type MessageId } from './en-IN.ts';
import { formatMessage } from './format.ts';
import { KN_IN } from './kn-IN.ts';

describe('formatMessage', () => {
  it('gives every text of letters and simple arguments exactly what MessageFormat gives, in both languages', () => {
    let checked = 0;
    for (const [locale, catalogue] of [
      ['en-IN', EN_IN],
      ['kn-IN', KN_IN],
    ] as const) {
      for (const id of Object.keys(EN_IN) as MessageId[]) {
        const parsed = new IntlMessageFormat(catalogue[id] ?? EN_IN[id], locale);
        const parts = parsed.getAst();
        // literals (0) and simple arguments (1) only; the others go through MessageFormat itself
        if (parts.some((part) => part.type > 1)) continue;
        const values = Object.fromEntries(
          parts.flatMap((part, n) => (part.type === 1 ? [[part.value, n % 2 ? 12345 : `v${n}`]] : [])),
        );
        checked += 1;
        expect(formatMessage(id, values, locale, catalogue), id).toBe(parsed.format(values));
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('throws as MessageFormat does when a value is missing', () => {
    expect(() => formatMessage('layout.pageTitle', {})).toThrow();
  });

  it('still reads quoting and arguments', () => {
    const catalogue = { ...EN_IN, 'login.heading': "It''s {name}" };
    expect(formatMessage('login.heading', { name: 'Asha' }, 'en-IN', catalogue)).toBe("It's Asha");
  });
});
