import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EN_IN, type MessageId } from './en-IN.ts';
import { formatMessage } from './format.ts';
import { KN_IN } from './kn-IN.ts';
import { type Locale, NUMBER_LOCALE } from './locales.ts';

/** Every text of both catalogues, with its language and its parse in the locale given. */
function* everyText(parseLocale: (locale: Locale) => string) {
  for (const [locale, catalogue] of [
    ['en-IN', EN_IN],
    ['kn-IN', KN_IN],
  ] as const) {
    for (const id of Object.keys(EN_IN) as MessageId[]) {
      const parsed = new IntlMessageFormat(catalogue[id] ?? EN_IN[id], parseLocale(locale));
      yield { id, locale, catalogue, parsed, parts: parsed.getAst() };
    }
  }
}

describe('formatMessage', () => {
  it('gives every text of letters and simple arguments exactly what MessageFormat gives, in both languages', () => {
    let checked = 0;
    for (const { id, locale, catalogue, parsed, parts } of everyText((locale) => locale)) {
      // literals (0) and simple arguments (1) only; the others go through MessageFormat itself
      if (parts.some((part) => part.type > 1)) continue;
      const values = Object.fromEntries(
        parts.flatMap((part, n) => (part.type === 1 ? [[part.value, n % 2 ? 12345 : `v${n}`]] : [])),
      );
      checked += 1;
      expect(formatMessage(id, values, locale, catalogue), id).toBe(parsed.format(values));
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives every text whose arguments are plain or numbers what MessageFormat gives, for whole numbers and fractions', () => {
    let checked = 0;
    for (const { id, locale, catalogue, parsed, parts } of everyText((locale) => NUMBER_LOCALE[locale])) {
      // literals, simple arguments and numbers without a style (2)
      const numbers = parts.filter((part) => part.type === 2);
      if (!numbers.length || parts.some((part) => part.type > 2 || (part.type === 2 && part.style))) continue;
      for (const value of [0, 7, 999, 1000, 12345, 1234567, -98765, 12_34_56_78_901, 2.5, -0.75]) {
        const values = Object.fromEntries(
          parts.flatMap((part): [string, string | number][] =>
            part.type === 1 ? [[part.value, 'v']] : part.type === 2 ? [[part.value, value]] : [],
          ),
        );
        expect(formatMessage(id, values, locale, catalogue), `${id} ${value}`).toBe(parsed.format(values));
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  describe('without Intl', () => {
    afterEach(() => vi.restoreAllMocks());
    it('formats a whole number in a text without Intl, whose first use costs a phone a tenth of a second', () => {
      const numberFormat = vi.spyOn(Intl, 'NumberFormat');
      expect(formatMessage('listFilter.total', { count: 1234567 })).toBe('12,34,567 in all');
      expect(formatMessage('listFilter.total', { count: 1234567 }, 'kn-IN', KN_IN)).toBe('ಒಟ್ಟು 12,34,567');
      expect(numberFormat).not.toHaveBeenCalled();
    });
  });

  it('throws as MessageFormat does when a value is missing', () => {
    expect(() => formatMessage('layout.pageTitle', {})).toThrow();
  });

  it('still reads quoting and arguments', () => {
    const catalogue = { ...EN_IN, 'login.heading': "It''s {name}" };
    expect(formatMessage('login.heading', { name: 'Asha' }, 'en-IN', catalogue)).toBe("It's Asha");
  });
});
