import type { MessageId } from '@portal/contract/i18n/en-IN';
import type { MessageValues } from '@portal/contract/i18n/format';
import type { Locale } from '@portal/contract/i18n/locales';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { loadCatalogue, loadedCatalogue } from './catalogues.ts';
import { applyDocumentLocale, storedLocale, storeLocale } from './current-locale.ts';
import { currentIntl, setCurrentIntl } from './text.ts';

interface LocaleState {
  locale: Locale;
  /** Loads the language's catalogue, then shows every screen in it; remembered in this browser. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** Loads the catalogue of the stored language before the first render (main.tsx awaits it). */
export async function prepareInitialLocale(): Promise<void> {
  const locale = storedLocale();
  const catalogue = await loadCatalogue(locale).catch(() => loadCatalogue('en-IN'));
  setCurrentIntl(loadedCatalogue(locale) ? locale : 'en-IN', catalogue);
  applyDocumentLocale(currentIntl().locale as Locale);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [intl, setIntl] = useState(currentIntl);
  const setLocale = useCallback(async (locale: Locale) => {
    const catalogue = await loadCatalogue(locale);
    storeLocale(locale);
    applyDocumentLocale(locale);
    setIntl(setCurrentIntl(locale, catalogue));
  }, []);
  const state = useMemo(() => ({ locale: intl.locale as Locale, setLocale }), [intl, setLocale]);
  return (
    <LocaleContext.Provider value={state}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
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
  return useCallback((id: MessageId, values?: MessageValues) => currentIntl().formatMessage({ id }, values), [locale]);
}
