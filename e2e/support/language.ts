import type { Page } from '@playwright/test';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { formatMessage, type MessageValues } from '@portal/contract/i18n/format';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { LOCALE_STORAGE_KEY, type Locale } from '@portal/contract/i18n/locales';

/** A text of the Kannada catalogue, as the screens show it. */
export const kannada = (id: MessageId, values?: MessageValues) => formatMessage(id, values, 'kn-IN', KN_IN);

/** The language this browser has chosen before the page loads, as the login page's switch leaves it. */
export async function chooseLanguage(page: Page, locale: Locale) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, locale] as const);
}
