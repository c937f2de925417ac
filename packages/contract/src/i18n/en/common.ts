import { IDEMPOTENCY_TEXT } from '../../idempotency.ts';
import { LANGUAGE_TEXT, LAYOUT_TEXT } from '../../layout-text.ts';
import { AUTH_ERRORS, MENU_ERRORS, PAGE_TITLES, REQUEST_ERRORS, SHELL_TEXT } from '../../messages.ts';
import { NETWORK_TEXT } from '../../network-text.ts';
import { flattenTexts } from '../flatten.ts';

/** The frame, the connection and the request errors every screen shares. */
export const COMMON_EN = {
  ...flattenTexts('shell', SHELL_TEXT),
  ...flattenTexts('layout', LAYOUT_TEXT),
  ...flattenTexts('language', LANGUAGE_TEXT),
  ...flattenTexts('page', PAGE_TITLES),
  ...flattenTexts('network', NETWORK_TEXT),
  ...flattenTexts('authError', AUTH_ERRORS),
  ...flattenTexts('menuError', MENU_ERRORS),
  ...flattenTexts('request', REQUEST_ERRORS),
  ...flattenTexts('idempotency', IDEMPOTENCY_TEXT),
};
