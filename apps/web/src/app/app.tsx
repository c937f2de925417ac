import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import { OfflineIndicator } from '../lib/network/offline-indicator.tsx';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { queryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session-provider.tsx';
import { AppRoutes } from './routes.tsx';
import { ThemeProvider } from './theme-provider.tsx';

function Providers({ children }: { children: ReactNode }) {
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

/** The signed-in portal (and its redirects): every screen, behind its route. */
export function App() {
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}
