import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useText } from '../lib/i18n/i18n-provider.tsx';
import { appTheme } from './theme.ts';

/**
 * The theme names its icon-only buttons in the language shown: a new theme on a switch of language.
 * Its CSS variables are in the stylesheet already (build/theme-variables.ts), not computed here.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const t = useText();
  const theme = useMemo(() => appTheme({ close: t('shell.close'), clear: t('shell.clear') }), [t]);
  return (
    <MantineProvider theme={theme} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
