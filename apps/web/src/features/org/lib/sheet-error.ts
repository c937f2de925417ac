import type { MessageId } from '@portal/contract/i18n/en-IN';
import { formatMessage, type MessageValues } from '@portal/contract/i18n/format';

/**
 * A file the upload dialogs refuse: the text for the user by message id (shown in the user's language),
 * its English as the error's message.
 */
export class SheetError extends Error {
  constructor(
    readonly kind: 'type' | 'columns' | 'empty' | 'limit',
    readonly messageId: MessageId,
    readonly values?: MessageValues,
  ) {
    super(formatMessage(messageId, values));
  }
}
