import { SegmentedControl } from '@mantine/core';
import { LOCALES, type Locale } from '@portal/contract/i18n/locales';
import { useLocale, useText } from './i18n-provider.tsx';
import { LanguageName } from './language-name.tsx';
import { useChooseLanguage } from './language-sync.ts';

/** The login page's switch: both languages side by side, a radio group named Language. */
export function LanguageChoice() {
  const t = useText();
  const { locale } = useLocale();
  const choose = useChooseLanguage();
  return (
    <SegmentedControl
      size="sm"
      value={locale}
      onChange={(value) => void choose(value as Locale)}
      data={LOCALES.map((value) => ({ value, label: <LanguageName locale={value} /> }))}
      aria-label={t('language.label')}
      data-testid="language-choice"
    />
  );
}
