import type { MantineColorsTuple, MantineThemeOverride } from '@mantine/core';

/*
 * Colours checked against WCAG 2.2 AA (text 4.5:1, large text and borders 3:1). Mantine's own shades
 * 6 and up are too light for white text (green 2.36:1) or for text on white (red 3.28:1, grey 3.32:1),
 * so from shade 5 on these palettes are darker; shades 0 to 4 stay light enough for backgrounds.
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#2f9e44',
  '#237a35', // filled, links: 5.4:1 with white, 5.1:1 on the page's grey
  '#1e6b2e', // hover, the active menu entry: 6.6:1 with white
  '#1a5c28',
  '#154a20', // text of light variants on shade 1: 9.0:1; the side navigation: 10.3:1 with white
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffd6d6', // a red menu item's hover
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#b02525', // error text and filled red: 6.7:1 with white, 5.1:1 on a hovered red menu item
  '#9c2020',
  '#881c1c',
  '#761818',
];
// the text of light variants (badges, alerts) is shade 9 on shade 1 or, hovered, on shade 2
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#a66000',
  '#8f5200', // 5.6:1 on shade 1, 5.3:1 on shade 2
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#c2470a',
  '#a63b0a', // 5.4:1 on shade 1, 6.5:1 on white
];
const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#1c7ed6',
  '#1971c2',
  '#1864ab',
  '#124e87',
];
// Mantine's grey with shades 5 (placeholders) and 6 (dimmed text) darkened: 4.8:1 and 5.8:1 on white
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#6b737b',
  '#5c636b',
  '#495057',
  '#343a40',
  '#212529',
];

const FONT_FAMILY = '"Noto Sans Kannada", system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';

/**
 * Everything of the theme that becomes CSS variables: build/theme-variables.ts writes them into the
 * stylesheet when the app is built, so no screen computes them in the browser (decision 018).
 */
export const THEME_TOKENS = {
  primaryColor: 'green',
  primaryShade: 6,
  colors: { green, red, gray, yellow, orange, blue },
  // text on a light filled colour (yellow, say) turns dark instead of staying white
  autoContrast: true,
  // the focus ring shows for keyboard users; 2 px of the primary green, 5.4:1 against white
  focusRing: 'auto',
  // Kannada's font first: its unicode-range takes only Kannada letters, the rest falls to the system
  // font. After the system font, a browser looks for Kannada among the system's own fonts, and on
  // a machine without one draws empty boxes instead of reaching the bundled font further down.
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
} satisfies MantineThemeOverride;
