import { IntlMessageFormat } from 'intl-messageformat';
import { indianDigits } from '../format.ts';
import { type Catalogue, EN_IN, type MessageId } from './en-IN.ts';
import { type Locale, NUMBER_LOCALE } from './locales.ts';

const SIMPLE_ARGUMENT = /\{\s*([A-Za-z_]\w*)\s*(,\s*number\s*)?\}/g;
/** Tags and quoting, or braces left once the simple arguments are out: a text MessageFormat must read. */
const MORE_SYNTAX = /[{}<']/;

/**
 * The text with each simple argument replaced by its value as a string, and each `{name, number}`
 * holding a whole number by its digits in India's groups (both languages format numbers as en-IN),
 * or undefined when it holds more.
 */
function withSimpleArguments(message: string, values: MessageValues | undefined): string | undefined {
  if (MORE_SYNTAX.test(message.replace(SIMPLE_ARGUMENT, ''))) return undefined;
  let plain = true;
  const text = message.replace(SIMPLE_ARGUMENT, (_whole, name: string, number: string | undefined) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`The text needs a value for ${name}`);
    if (!number) return String(value);
    if (typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0)) return indianDigits(value);
    plain = false;
    return '';
  });
  return plain ? text : undefined;
}

export type MessageValues = Record<string, string | number>;

// by catalogue, then language and id: a catalogue made at run time (a test's) never meets another's
const compiled = new WeakMap<Catalogue, Map<string, IntlMessageFormat>>();

/**
 * Formats one message of a catalogue. The server speaks English (the spec's texts, with a code the
 * client turns into the user's language); the web formats the user's language the same way. A text
 * missing from a catalogue is the English one.
 */
export function formatMessage(id: MessageId, values?: MessageValues, locale: Locale = 'en-IN', catalogue: Catalogue = EN_IN) {
  const message = catalogue[id] ?? EN_IN[id];
  // most texts hold nothing but letters, `{name}`s and whole numbers: put in as MessageFormat does, with
  // no parse and no Intl (its first use costs a phone a tenth of a second, on the login page and the list)
  const plain = withSimpleArguments(message, values);
  if (plain !== undefined) return plain;
  let formats = compiled.get(catalogue);
  if (!formats) {
    formats = new Map();
    compiled.set(catalogue, formats);
  }
  const key = `${locale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale, undefined, {
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
