import { IntlMessageFormat } from 'intl-messageformat';
import { type Catalogue, EN_IN, type MessageId } from './en-IN.ts';
import { type Locale, NUMBER_LOCALE } from './locales.ts';

export type MessageValues = Record<string, string | number>;

// by catalogue, then language and id: a catalogue made at run time (a test's) never meets another's
const compiled = new WeakMap<Catalogue, Map<string, IntlMessageFormat>>();

/**
 * Formats one message of a catalogue. The server speaks English (the spec's texts, with a code the
 * client turns into the user's language); the web formats the user's language the same way. A text
 * missing from a catalogue is the English one.
 */
export function formatMessage(id: MessageId, values?: MessageValues, locale: Locale = 'en-IN', catalogue: Catalogue = EN_IN) {
  let formats = compiled.get(catalogue);
  if (!formats) {
    formats = new Map();
    compiled.set(catalogue, formats);
  }
  const key = `${locale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(catalogue[id] ?? EN_IN[id], locale, undefined, {
      formatters: {
        getNumberFormat: (_locales, options) => new Intl.NumberFormat(NUMBER_LOCALE[locale], options),
        getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
        getPluralRules: (...args) => new Intl.PluralRules(...args),
      },
    });
    formats.set(key, format);
  }
  return String(format.format(values));
}
