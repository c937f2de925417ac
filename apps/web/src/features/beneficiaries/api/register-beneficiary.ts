import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import type { RegisterBeneficiary } from '@portal/contract/registration';
import type { RegisterBeneficiaryResponse } from '@portal/contract/responses/beneficiary';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';

export type RegisterResponse = RegisterBeneficiaryResponse;

/** Carries the form's idempotency key: sent again after a lost answer, it cannot register the person twice. */
export const registerBeneficiary = (input: RegisterBeneficiary, context: SendContext) =>
  apiRequest<RegisterResponse>('/beneficiary/register-new-beneficiary', {
    method: 'POST',
    body: input,
    timeoutMs: SAVE_TIMEOUT_MS,
    ...context,
  });
