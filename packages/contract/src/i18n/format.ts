import { IntlMessageFormat } from 'intl-messageformat';
import { type Catalogue, EN_IN, type MessageId } from './en-IN.ts';
import type { Locale } from './locales.ts';

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
    format = new IntlMessageFormat(catalogue[id], locale);
    compiled.set(key, format);
  }
  return String(format.format(values));
}
