import { useEffect } from 'react';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import { OfflineIndicator } from '../lib/network/offline-indicator.tsx';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { preloadPortal } from './first-data.ts';
import { ThemeProvider } from './theme-provider.tsx';

/**
 * The login page alone, for a browser with no session stored: none of the signed-in portal's code
 * (routes, queries, dialogs' manager, messages) is fetched for it before it is drawn; then the list's
 * code is fetched while the password is typed. A sign-in reloads into the portal.
 */
export function LoginScreen() {
  useEffect(preloadPortal, []);
  return (
    <I18nProvider>
      <ThemeProvider>
        <OfflineIndicator />
        <PageTitleProvider>
          <LoginPage />
        </PageTitleProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
