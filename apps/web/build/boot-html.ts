import type { Plugin } from 'vite';
import { SHELL_TEXT } from '../../../packages/contract/src/messages.ts';

const STYLESHEET = /<link rel="stylesheet"([^>]*?)href="([^"]+\.css)"([^>]*)>/g;

/**
 * The first paint on a slow link. index.html carries its own splash; the text comes from the contract.
 * The app's stylesheet is fetched as a print sheet, which does not hold back that first paint; main.tsx
 * switches it to all media before the app renders (the page's security policy allows no inline script).
 */
export function bootHtml(): Plugin {
  return {
    name: 'portal-boot-html',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace('%BOOT_TEXT%', SHELL_TEXT.loading)
          .replace(
            STYLESHEET,
            (_, before, href, after) => `<link rel="stylesheet"${before}href="${href}"${after} media="print" data-app-styles>`,
          ),
    },
  };
}
