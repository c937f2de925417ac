import type { MessageId } from '@portal/contract/i18n/en-IN';
import type { MessageValues } from '@portal/contract/i18n/format';
import type { Locale } from '@portal/contract/i18n/locales';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { loadCatalogue, loadedCatalogue } from './catalogues.ts';
import { applyDocumentLocale, storedLocale, storeLocale } from './current-locale.ts';
import { currentLocale, setCurrentLanguage, text } from './text.ts';

interface LocaleState {
  locale: Locale;
  /** Loads the language's catalogue, then shows every screen in it; remembered in this browser. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** How long a switch waits for the language's font at most; on a slow link the text shows as soon as it arrives. */
const FONT_WAIT_MS = 3_000;

/**
 * Kannada's font (bundled, fetched only for Kannada letters) is loaded before Kannada is shown: a
 * field drawn before it arrived (a placeholder, say) might otherwise keep empty boxes for letters.
 */
function loadFonts(locale: Locale): Promise<unknown> {
  if (locale !== 'kn-IN' || typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  const fonts = Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Kannada"`, 'ಕನ್ನಡ')));
  return Promise.race([fonts, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]).catch(() => undefined);
}

/** Loads the catalogue of the stored language before the first render (main.tsx awaits it). */
export async function prepareInitialLocale(): Promise<void> {
  const locale = storedLocale();
  const [catalogue] = await Promise.all([loadCatalogue(locale).catch(() => loadCatalogue('en-IN')), loadFonts(locale)]);
  setCurrentLanguage(loadedCatalogue(locale) ? locale : 'en-IN', catalogue);
  applyDocumentLocale(currentLocale());
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState(currentLocale);
  const setLocale = useCallback(async (locale: Locale) => {
    const [catalogue] = await Promise.all([loadCatalogue(locale), loadFonts(locale)]);
    storeLocale(locale);
    applyDocumentLocale(locale);
    setLocaleState(setCurrentLanguage(locale, catalogue).locale);
  }, []);
  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  // English pages name Kannada in its own script (the language switch): its font is asked for once
  // the first screen is drawn, not at start, where its 27 KB shared a field officer's link with the
  // screen's own code; nothing waits for it
  useEffect(() => {
    if (currentLocale() !== 'kn-IN') void document.fonts?.load('400 16px "Noto Sans Kannada"', 'ಕನ್ನಡ').catch(() => undefined);
  }, []);
  return <LocaleContext.Provider value={state}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale outside I18nProvider');
  return state;
}

/** `const t = useText(); t('login.heading')`: the text in the language shown, re-rendered on a switch. */
export function useText(): (id: MessageId, values?: MessageValues) => string {
  const { locale } = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language re-renders users of it
  return useCallback((id: MessageId, values?: MessageValues) => text(id, values), [locale]);
}
