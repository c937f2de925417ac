import { isLocale } from '@portal/contract/i18n/locales';
import { useEffect } from 'react';
import { useRoleMenu } from '../role-menu.ts';
import { useLocale } from './i18n-provider.tsx';
import { CHOSEN_KEY, mark, read, SETTLED_KEY, send, sessionMark, UNSAVED_KEY, userLanguage } from './language-sync.ts';

/**
 * After sign-in: a language chosen on the login page wins and is saved to the profile; without one,
 * the language kept with the profile applies (the same on every device), and a user who never chose
 * one gets the browser's current choice saved. Runs once per session; failures are silent.
 */
export function useLanguageSettling(): void {
  // the role menu, which every signed-in screen loads, answers the user's language
  const { userInfo } = useRoleMenu();
  const { locale, setLocale } = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: settled once per signed-in user, not on each switch
  useEffect(() => {
    const session = sessionMark();
    if (!userInfo || !session || read(sessionStorage, SETTLED_KEY) === session) return;
    mark(sessionStorage, SETTLED_KEY, session);
    const chosen = read(sessionStorage, CHOSEN_KEY);
    mark(sessionStorage, CHOSEN_KEY, null);
    if (isLocale(chosen)) {
      if (chosen !== locale) void setLocale(chosen).catch(() => {});
      void send(chosen);
      return;
    }
    const unsaved = read(localStorage, UNSAVED_KEY) === session;
    const saved = unsaved ? null : userLanguage(userInfo);
    if (saved) {
      if (saved !== locale) void setLocale(saved).catch(() => mark(sessionStorage, SETTLED_KEY, null));
    } else {
      void send(locale);
    }
  }, [userInfo]);
}
