import type { MessageId } from '@portal/contract/i18n/en-IN';
import { useMemo } from 'react';
import { ApiError, errorMessageId } from '../api-client.ts';
import { useText } from '../i18n/i18n-provider.tsx';
import { messageIdOfEnglish } from '../i18n/text.ts';

// the English messages of the administration schemas: Staff and roles', Programmes and look-ups'
const RULE_GROUPS = ['staffAdmin.', 'config.', 'consentRule.', 'beneficiaryRule.', 'request.'];

/** The administration screens' refusals and field rules in the language shown. */
export function useAdminProblem() {
  const t = useText();
  return useMemo(() => {
    /** A field's rule: the schema's (or the server's) English message in the language shown. */
    const rule = (message: string | undefined) => {
      const id = message === undefined ? undefined : messageIdOfEnglish(message, RULE_GROUPS);
      return id ? t(id) : message;
    };
    /** A refused call: its code's text, or a refused field's rule; the fallback when neither is known. */
    const problem = (error: unknown, fallback: MessageId) => {
      if (!(error instanceof ApiError)) return t(fallback);
      const id = errorMessageId(error) ?? messageIdOfEnglish(error.message, RULE_GROUPS);
      return id ? t(id) : t(fallback);
    };
    return { rule, problem };
  }, [t]);
}
