import type { MessageId } from '@portal/contract/i18n/en-IN';
import { messageIdOfEnglish } from '../../../lib/i18n/text.ts';

/**
 * The contract's schemas carry the spec's English messages: the server answers with them and the
 * forms validate with the very same schemas. The forms keep those English messages as the errors
 * and translate them where they are shown, so a language switch with errors on screen re-renders
 * them in the new language and the schemas stay free of any language. Each English message is the
 * text of exactly one catalogue id of these groups.
 */
const RULE_GROUPS = ['beneficiaryRule.', 'programRule.', 'consentRule.', 'request.', 'records.'];

/** The catalogue id of a validation message of the contract's schemas, or undefined for any other text. */
export const ruleMessageId = (message: string | undefined): MessageId | undefined =>
  message === undefined ? undefined : messageIdOfEnglish(message, RULE_GROUPS);
