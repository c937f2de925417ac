import { LOCALE_NAMES, type Locale } from '@portal/contract/i18n/locales';

/** Each language's name is spoken in its own language. */
const LANG_OF: Record<Locale, string> = { 'en-IN': 'en', 'kn-IN': 'kn' };

export const LanguageName = ({ locale }: { locale: Locale }) => <span lang={LANG_OF[locale]}>{LOCALE_NAMES[locale]}</span>;
