import { EN_IN, type MessageId } from '@portal/contract/i18n/en-IN';
import type { MessageValues } from '@portal/contract/i18n/format';
import { type Locale, NUMBER_LOCALE } from '@portal/contract/i18n/locales';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

const cache = createIntlCache();
let current: IntlShape = createIntl({ locale: 'en-IN', messages: EN_IN }, cache);

/** Called by the provider when the language changes; code outside React reads the same language. */
export function setCurrentIntl(locale: Locale, messages: Record<string, string>): IntlShape {
  const intl = createIntl({ locale, messages, defaultLocale: 'en-IN', onError: reportMissing }, cache);
  // `{count, number}` in a message groups digits as NUMBER_LOCALE says (the Indian way in Kannada too);
  // the messages are formatted with this object's formatters, so the one function is swapped here
  const getNumberFormat = intl.formatters.getNumberFormat;
  intl.formatters.getNumberFormat = (_locales, options) => getNumberFormat(NUMBER_LOCALE[locale], options);
  current = intl;
  return current;
}

export const currentIntl = (): IntlShape => current;

/** A text of the catalogue in the current language, for code outside components (notifications, files). */
export function text(id: MessageId, values?: MessageValues): string {
  return current.formatMessage({ id }, values);
}

function reportMissing(error: { code: string; message: string }) {
  // a missing translation is a bug the catalogue test catches; say so in development, never crash
  if (import.meta.env.DEV) console.warn(error.code, error.message);
}
