import { isLocale, type Locale } from '@portal/contract/i18n/locales';
import { createIdempotencyKey } from '@portal/contract/idempotency';
import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import { useCallback } from 'react';
import { apiRequest } from '../api-client.ts';
import { readSession } from '../session.ts';
import { useSessionStatus } from '../session-provider.tsx';
import { useLocale } from './i18n-provider.tsx';

/** The session (by its expiry) whose language has been settled with the server: once per sign-in. */
export const SETTLED_KEY = 'portal.locale.settled';
/** The session in which a choice could not be saved yet: the next settling sends it rather than reading. */
export const UNSAVED_KEY = 'portal.locale.unsaved';
/** A language chosen while signed out (on the login page, in this tab): it wins over the saved one at sign-in. */
export const CHOSEN_KEY = 'portal.locale.chosen';

export const sessionMark = (): string | null => {
  const expiry = readSession()?.expirationTime;
  return expiry === undefined ? null : String(expiry);
};

export function mark(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // storage refused (private mode): the language is settled again next time
  }
}

export const read = (storage: Storage, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

/** The signed-in user's language, kept with their profile. */
export const saveLanguage = (language: Locale) =>
  apiRequest<unknown>('/user/language', {
    method: 'PUT',
    body: { language },
    timeoutMs: SAVE_TIMEOUT_MS,
    idempotencyKey: createIdempotencyKey(),
  });

/** The user's language as the role menu and the profile answer it: null when never chosen (or one this portal does not speak). */
export function userLanguage(user: unknown): Locale | null {
  const value = (user as { language?: unknown } | null)?.language;
  return isLocale(value) ? value : null;
}

/** Sends the choice; a failure is remembered for this session and never stands in the user's way. */
export async function send(language: Locale): Promise<void> {
  const session = sessionMark();
  mark(localStorage, UNSAVED_KEY, session);
  try {
    await saveLanguage(language);
    mark(localStorage, UNSAVED_KEY, null);
  } catch {
    // kept as unsaved: sent again when the language is next settled
  }
}

/**
 * A switch of language: shown at once, kept in this browser, and when signed in saved to the
 * user's profile as well (without waiting for, or failing on, that save).
 */
export function useChooseLanguage(): (language: Locale) => Promise<void> {
  const { setLocale } = useLocale();
  const status = useSessionStatus();
  return useCallback(
    async (language: Locale) => {
      await setLocale(language);
      if (status === 'signed-in') void send(language);
      else mark(sessionStorage, CHOSEN_KEY, language);
    },
    [setLocale, status],
  );
}
