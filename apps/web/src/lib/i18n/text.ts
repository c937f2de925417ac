import { EN_IN, type MessageId } from '@portal/contract/i18n/en-IN';
import type { MessageValues } from '@portal/contract/i18n/format';
import type { Locale } from '@portal/contract/i18n/locales';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

const cache = createIntlCache();
let current: IntlShape = createIntl({ locale: 'en-IN', messages: EN_IN }, cache);

/** Called by the provider when the language changes; code outside React reads the same language. */
export function setCurrentIntl(locale: Locale, messages: Record<string, string>): IntlShape {
  current = createIntl({ locale, messages, defaultLocale: 'en-IN', onError: reportMissing }, cache);
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
