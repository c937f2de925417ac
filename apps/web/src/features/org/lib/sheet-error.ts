import { EN_IN, type MessageId } from '@portal/contract/i18n/en-IN';
import type { MessageValues } from '@portal/contract/i18n/format';

/**
 * A file the upload dialogs refuse: the text for the user by message id (shown in the user's language),
 * its English as the error's message. These texts have plain `{name}` values only: filled in here without
 * a message formatter, which the page's own chunk would otherwise carry a second time.
 */
export class SheetError extends Error {
  constructor(
    readonly kind: 'type' | 'columns' | 'empty' | 'limit',
    readonly messageId: MessageId,
    readonly values?: MessageValues,
  ) {
    super(EN_IN[messageId].replace(/\{(\w+)\}/g, (all, name: string) => String(values?.[name] ?? all)));
  }
}
