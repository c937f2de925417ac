import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { appStylesApplied } from './app/styles-applied.ts';
import { prepareInitialLocale } from './lib/i18n/i18n-provider.tsx';

void Promise.all([appStylesApplied(), prepareInitialLocale()]).then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Providers>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  ),
);
