import { MantineProvider } from '@mantine/core';
import { expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { themeVariablesCss } from '../../build/theme-variables.ts';
import { appTheme } from './theme.ts';

it("writes the theme's CSS variables at build time exactly as MantineProvider writes them in the browser", async () => {
  await render(
    <MantineProvider theme={appTheme({ close: 'Close', clear: 'Clear' })}>
      <p>themed</p>
    </MantineProvider>,
  );
  const written = document.querySelector('style[data-mantine-styles]')?.textContent;
  expect(written).toContain('--mantine-primary-color-filled: var(--mantine-color-green-filled)');
  expect(themeVariablesCss()).toBe(written);
});
