import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// the theme's colours and fonts, written when the app is built (MantineProvider's withCssVariables is off)
import 'virtual:theme-variables.css';
import './app/fonts.css';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appStylesApplied } from './app/styles-applied.ts';
import { prepareInitialLocale } from './lib/i18n/i18n-provider.tsx';
import { nextTask } from './lib/next-task.ts';
import { hasStoredSession } from './lib/session.ts';

/**
 * With no session stored every path is the login page (spec §2), and only its code is fetched (a
 * field officer's first visit, decision 018); boot.js has started that code already. A stored
 * session, valid or not, gets the portal, which checks it and signs an expired one out. Either screen's
 * code is set up in one task and drawn in the next (decision 042).
 */
function firstScreen(): Promise<ComponentType> {
  if (hasStoredSession()) return import('./app/app.tsx').then(nextTask).then((m) => m.App);
  if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login');
  return import('./app/login-screen.tsx').then(nextTask).then((m) => m.LoginScreen);
}

void Promise.all([firstScreen(), appStylesApplied(), prepareInitialLocale()]).then(([Screen]) =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Screen />
    </StrictMode>,
  ),
);
