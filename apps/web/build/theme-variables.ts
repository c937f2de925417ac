import { convertCssVariables, createTheme, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import type { Plugin } from 'vite';
import { THEME_TOKENS } from '../src/app/theme-tokens.ts';

export const THEME_VARIABLES_MODULE = 'virtual:theme-variables.css';
const RESOLVED = `\0${THEME_VARIABLES_MODULE}`;

type Variables = ReturnType<typeof defaultCssVariablesResolver>;

/**
 * Only the variables the theme changes: Mantine's stylesheet already holds its defaults. What
 * MantineCssVariables does with its removeDefaultVariables, which @mantine/core does not export.
 */
function changedFromDefault(variables: Variables): Variables {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (group: keyof Variables) =>
    Object.fromEntries(Object.entries(variables[group]).filter(([name, value]) => defaults[group][name as never] !== value));
  return { variables: changed('variables'), light: changed('light'), dark: changed('dark') } as Variables;
}

/**
 * The theme's CSS variables as MantineProvider would write them into a <style> on every first render
 * (MantineCssVariables: :root and :host): the same functions, run once when the app is built.
 */
export function themeVariablesCss(): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, createTheme(THEME_TOKENS));
  return convertCssVariables(changedFromDefault(defaultCssVariablesResolver(theme)));
}

/** `import 'virtual:theme-variables.css'`: the theme's variables in the app's stylesheet. */
export function themeVariables(): Plugin {
  return {
    name: 'portal-theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeVariablesCss() : undefined),
  };
}
