import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import { OfflineIndicator } from '../lib/network/offline-indicator.tsx';
import { useOnline } from '../lib/network/use-online.ts';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { queryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session-provider.tsx';
import { AppRoutes } from './routes.tsx';
import { ThemeProvider } from './theme-provider.tsx';

/**
 * The notifications' host, fetched once the first screen is drawn: no screen a first visit lands on
 * shows one, and its code (with its transitions) is a tenth of the frame's. Tried offline too (a
 * screen that shows notifications has its code already), and again each time the portal is back
 * online (the signal that resumes its requests); a notification raised meanwhile waits in its store.
 */
function LateNotifications() {
  const online = useOnline();
  const [Host, setHost] = useState<ComponentType | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each return online is another try
  useEffect(() => {
    if (Host) return;
    // a fetch under way when the link drops still sets the host; a failed one waits for the next return online
    const load = () =>
      void import('@mantine/notifications').then(
        (m) => setHost(() => m.Notifications),
        () => undefined,
      );
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 });
    if (idle === undefined) load();
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [Host, online]);
  return Host ? <Host /> : null;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <LateNotifications />
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
