import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import type { AddProgramInput } from '@portal/contract/program';
import type { OkMessageResponse } from '@portal/contract/responses/common';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';
import { useRefreshRecord } from './beneficiary-records.ts';

type Result = OkMessageResponse;

/** Writes carry the form's idempotency key and give up after SAVE_TIMEOUT_MS. */
const write = (context: Partial<SendContext> & { idempotencyKey: string }) => ({ ...context, timeoutMs: SAVE_TIMEOUT_MS });

export const addProgram = (beneficiaryId: number, input: AddProgramInput, context: SendContext) =>
  apiRequest<Result>(`/beneficiary/add-new-program/${beneficiaryId}`, { method: 'POST', body: input, ...write(context) });
export const updateProgram = (enrolmentId: number, input: AddProgramInput, context: SendContext) =>
  apiRequest<Result>(`/beneficiary/update-program/${enrolmentId}`, { method: 'PUT', body: input, ...write(context) });
export const deleteProgram = (enrolmentId: number, context: { idempotencyKey: string }) =>
  apiRequest<Result>(`/beneficiary/delete-program/${enrolmentId}`, { method: 'DELETE', ...write(context) });

/** After any change the details, the history and the missing sub-programmes are read again. */
const useRefreshBeneficiary = useRefreshRecord;

/** The send of the programme form (add, or edit an enrolment); the form's guarded save calls it. */
export function useSendProgram(beneficiaryId: number, enrolmentId: number | null) {
  const refresh = useRefreshBeneficiary(beneficiaryId);
  return useCallback(
    async (input: AddProgramInput, context: SendContext) => {
      const response = await (enrolmentId
        ? updateProgram(enrolmentId, input, context)
        : addProgram(beneficiaryId, input, context));
      if (response.Status) void refresh();
      return response;
    },
    [beneficiaryId, enrolmentId, refresh],
  );
}
