import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nProvider, useText } from '../lib/i18n/i18n-provider.tsx';
import { OfflineIndicator } from '../lib/network/offline-indicator.tsx';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { queryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session-provider.tsx';
import { appTheme } from './theme.ts';

/** The theme names its icon-only buttons in the language shown: a new theme on a switch of language. */
function ThemeProvider({ children }: { children: ReactNode }) {
  const t = useText();
  const theme = useMemo(() => appTheme({ close: t('shell.close'), clear: t('shell.clear') }), [t]);
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications />
            <OfflineIndicator />
            <SessionProvider>
              <PageTitleProvider>{children}</PageTitleProvider>
            </SessionProvider>
          </ModalsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
