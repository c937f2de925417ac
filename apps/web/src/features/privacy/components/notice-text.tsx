import { ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { LOCALE_NAMES, LOCALES, type Locale } from '@portal/contract/i18n/locales';
import type { Notice } from '@portal/contract/privacy-notice';
import { useId, useState } from 'react';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';

/**
 * The notice as the person reads it: in the language they choose (the screen's to begin with), its
 * version named, the text as the office wrote it, line for line.
 */
export function NoticeText({ notice, height = 220 }: { notice: Notice; height?: number }) {
  const t = useText();
  const { locale } = useLocale();
  const [language, setLanguage] = useState<Locale>(locale);
  const labelId = useId();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={labelId}>
        {t('consent.noticeLanguage')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={language}
        onChange={(value) => setLanguage(LOCALES.find((l) => l === value) ?? locale)}
        data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
        w="fit-content"
      />
      <ScrollArea.Autosize mah={height} type="auto" offsetScrollbars>
        <Text
          size="sm"
          lang={language === 'kn-IN' ? 'kn' : 'en'}
          style={{ whiteSpace: 'pre-wrap' }}
          data-testid="notice-text"
          tabIndex={0}
        >
          {language === 'kn-IN' ? notice.text_kn : notice.text_en}
        </Text>
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed">
        {t('consent.noticeVersion', { version: notice.version })}
      </Text>
    </Stack>
  );
}
