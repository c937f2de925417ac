import { describe, expect, it } from 'vitest';
import { appTheme } from '../app/theme.ts';

const theme = appTheme({ close: '', clear: '' });

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    const [r, g, bl] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const colors = theme.colors as Record<string, readonly string[]>;
const WHITE = '#ffffff';
const PAGE = colors.gray[0];
const filled = Number(theme.primaryShade);

describe('theme colours against WCAG 2.2 AA', () => {
  it.each([
    ['white on a filled green button', WHITE, colors.green[filled]],
    ['white on a filled red button', WHITE, colors.red[filled]],
    ['white on the side navigation', WHITE, colors.green[9]],
    ['white on its hovered entry', WHITE, colors.green[8]],
    ['white on its active entry', WHITE, colors.green[7]],
    ['a link on white', colors.green[filled], WHITE],
    ['a link on the page grey', colors.green[filled], PAGE],
    ['error text (red 6) on white', colors.red[6], WHITE],
    ['error text on the page grey', colors.red[6], PAGE],
    ['a red menu item, hovered', colors.red[filled], colors.red[2]],
    ['dimmed text (grey 6) on white', colors.gray[6], WHITE],
    ['dimmed text on the page grey', colors.gray[6], PAGE],
    ['placeholders (grey 5) on white', colors.gray[5], WHITE],
  ])('%s: at least 4.5:1', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['green', 'red', 'yellow', 'orange', 'blue', 'gray'])(
    'light %s badges and alerts (shade 9 on shade 1, hovered on shade 2): at least 4.5:1',
    (name) => {
      expect(contrast(colors[name][9], colors[name][1])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors[name][9], colors[name][2])).toBeGreaterThanOrEqual(4.5);
    },
  );
});
