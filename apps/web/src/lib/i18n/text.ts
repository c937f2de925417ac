import { type Catalogue, EN_IN, type MessageId } from '@portal/contract/i18n/en-IN';
import { formatMessage, type MessageValues } from '@portal/contract/i18n/format';
import type { Locale } from '@portal/contract/i18n/locales';

/** The language shown and its texts. */
export interface Language {
  locale: Locale;
  catalogue: Catalogue;
}

let current: Language = { locale: 'en-IN', catalogue: EN_IN };

/** Called by the provider when the language changes; code outside React reads the same language. */
export function setCurrentLanguage(locale: Locale, catalogue: Catalogue): Language {
  current = { locale, catalogue };
  return current;
}

export const currentLocale = (): Locale => current.locale;

/**
 * A text of the catalogue in the current language, for components (through useText) and for code
 * outside them (notifications, files); `{count, number}` groups digits as NUMBER_LOCALE says.
 */
export function text(id: MessageId, values?: MessageValues): string {
  try {
    return formatMessage(id, values, current.locale, current.catalogue);
  } catch {
    // a value the text needs is missing: the text as written rather than a broken screen
    return current.catalogue[id] ?? id;
  }
}

/** Whether a text made at run time (`lookup.occupation.${id}`) is an id of the catalogue. */
export const isMessageId = (id: string): id is MessageId => Object.hasOwn(EN_IN, id);

/**
 * A name the server sends (a menu entry, a status) in the language shown: English shows it as sent,
 * so a row a deployer renamed keeps its new name; another language shows the catalogue's text for
 * its id, or the server's name when the catalogue has none.
 */
export function serverName(id: string, name: string): string {
  return current.locale !== 'en-IN' && isMessageId(id) ? text(id) : name;
}

/**
 * A name the server sends with no id of its own in the catalogue (a role): another language shows
 * the catalogue's text whose English is that name, among the ids under `group`; any other name (a
 * role a deployer added or renamed) is shown as sent, and so is every name in English.
 */
export function serverNameOfEnglish(group: string, name: string): string {
  if (current.locale === 'en-IN') return name;
  const id = messageIdOfEnglish(name, [group]);
  return id ? text(id) : name;
}

const englishIndexes = new Map<string, ReadonlyMap<string, MessageId>>();

/**
 * The catalogue's id of an English text (the server's Message, a schema's message), looked for
 * among the ids of the given groups (all ids without any); the first id of a text is the one.
 */
export function messageIdOfEnglish(english: string, groups: readonly string[] = []): MessageId | undefined {
  const key = groups.join('|');
  let index = englishIndexes.get(key);
  if (!index) {
    const built = new Map<string, MessageId>();
    for (const [id, value] of Object.entries(EN_IN) as [MessageId, string][]) {
      if ((groups.length === 0 || groups.some((group) => id.startsWith(group))) && !built.has(value)) built.set(value, id);
    }
    index = built;
    englishIndexes.set(key, index);
  }
  return index.get(english);
}
