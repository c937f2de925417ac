import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '@portal/contract/i18n/locales';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useLocale, useText } from './i18n-provider.tsx';
import { LanguageName } from './language-name.tsx';
import { useChooseLanguage } from './language-sync.ts';

/**
 * The header's switch: a menu button beside the user menu (on a phone only its icon shows), whose
 * entries are the languages, the current one checked (and marked current).
 */
export function LanguageMenu({ phone }: { phone: boolean }) {
  const t = useText();
  const { locale } = useLocale();
  const choose = useChooseLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size={phone ? 'compact-md' : 'sm'}
          px={phone ? 6 : 'xs'}
          leftSection={<IconLanguage size={20} aria-hidden />}
          aria-label={t('language.current', { name: LOCALE_NAMES[locale] })}
          styles={{ section: phone ? { marginInlineEnd: 0 } : undefined }}
          style={{ flexShrink: 0 }}
          data-testid="language-menu"
        >
          {phone ? <VisuallyHidden>{LOCALE_NAMES[locale]}</VisuallyHidden> : <LanguageName locale={locale} />}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((value) => (
          <Menu.Item
            key={value}
            // Mantine's items are menuitems (no radio role): the current one is marked for screen readers
            aria-current={value === locale ? 'true' : undefined}
            rightSection={value === locale ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => void choose(value)}
          >
            <LanguageName locale={value} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
