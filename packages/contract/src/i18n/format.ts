import { IntlMessageFormat } from 'intl-messageformat';
import { type Catalogue, EN_IN, type MessageId } from './en-IN.ts';
import { type Locale, NUMBER_LOCALE } from './locales.ts';

export type MessageValues = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * Formats one message of a catalogue. The server speaks English (the spec's texts, with a code the
 * client turns into the user's language); the web formats through react-intl with the same messages.
 */
export function formatMessage(id: MessageId, values?: MessageValues, locale: Locale = 'en-IN', catalogue: Catalogue = EN_IN) {
  const key = `${locale}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(catalogue[id], locale, undefined, {
      formatters: {
        getNumberFormat: (_locales, options) => new Intl.NumberFormat(NUMBER_LOCALE[locale], options),
        getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
        getPluralRules: (...args) => new Intl.PluralRules(...args),
      },
    });
    compiled.set(key, format);
  }
  return String(format.format(values));
}
