import type { MessageId } from '@portal/contract/i18n/en-IN';
import { ApiError, errorMessageId } from '../api-client.ts';
import { currentLocale, messageIdOfEnglish, text } from './text.ts';

/**
 * A message of the server in the language shown. English shows it as sent (the spec's text);
 * another language shows the catalogue's text for it, or the fallback's when the server said
 * something the catalogue does not hold. An empty message is the fallback in every language.
 */
export function serverText(message: string | undefined, fallback: MessageId): string {
  if (!message) return text(fallback);
  if (currentLocale() === 'en-IN') return message;
  const id = messageIdOfEnglish(message);
  return text(id ?? fallback);
}

/**
 * A refused call's text in the language shown: English keeps the server's message as sent; another
 * language shows the text of the answer's error code, else of its message, else the fallback.
 */
export function errorText(error: unknown, fallback: MessageId): string {
  const message = error instanceof ApiError ? error.message : undefined;
  if (currentLocale() === 'en-IN') return message || text(fallback);
  const id = errorMessageId(error);
  return id ? text(id) : serverText(message, fallback);
}
