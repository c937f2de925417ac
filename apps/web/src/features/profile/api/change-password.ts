import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import type { OkMessageResponse } from '@portal/contract/responses/common';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';

/** Carries the form's idempotency key: sent again after a lost answer, the server answers as the first time. */
export const changePassword = (password: string, context: SendContext) =>
  apiRequest<OkMessageResponse>('/auth/change-password', {
    method: 'POST',
    body: { password },
    timeoutMs: SAVE_TIMEOUT_MS,
    ...context,
  });
