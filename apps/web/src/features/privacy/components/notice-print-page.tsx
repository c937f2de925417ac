import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatDay } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useNotice } from '../api/notice.ts';
import classes from './notice-print-page.module.css';

/**
 * The notice in force, printable for field visits (decision 036): Kannada and English, each on its
 * own page, with its version and date, nothing of the portal around it.
 */
export function NoticePrintPage() {
  const t = useText();
  const { locale } = useLocale();
  const notice = useNotice();
  const shown = notice.data?.notice;
  return (
    <main className={classes.page}>
      <Group className={classes.noPrint} mb="lg">
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} disabled={!shown}>
          {t('consent.printButton')}
        </Button>
        <Button variant="default" component="a" href="/beneficiary">
          {t('consent.printBack')}
        </Button>
      </Group>
      {notice.isError && !shown ? (
        <LoadFailed message={t('consent.noticeFailed')} onRetry={() => void notice.refetch()} retrying={notice.isFetching} />
      ) : !shown ? (
        <Loader />
      ) : (
        <>
          <Title order={1} size="h2" mb="md">
            {t('consent.printTitle')}
          </Title>
          {[
            { lang: 'kn', text: shown.text_kn },
            { lang: 'en', text: shown.text_en },
          ].map(({ lang, text }) => (
            <Stack key={lang} className={classes.language} gap="xs" mb="xl" lang={lang} data-testid={`notice-${lang}`}>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
            </Stack>
          ))}
          <Text size="sm" c="dimmed">
            {t('consent.noticeVersion', { version: shown.version })} · {formatDay(shown.created_at, locale)}
          </Text>
        </>
      )}
    </main>
  );
}
