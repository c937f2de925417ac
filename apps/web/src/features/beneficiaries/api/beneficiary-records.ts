import type { BeneficiaryCreateInput } from '@portal/contract/beneficiary';
import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import type { BeneficiaryHistoryResponse, DeactivateBeneficiary } from '@portal/contract/records';
import type { OkMessageResponse } from '@portal/contract/responses/common';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';
import { beneficiariesQueryKey } from './get-beneficiaries.ts';
import { beneficiaryDetailsQueryOptions, missingSubProgramsQueryOptions } from './get-beneficiary-details.ts';

/** Writes carry their form's idempotency key and give up after SAVE_TIMEOUT_MS. */
const write = (context: Partial<SendContext> & { idempotencyKey: string }) => ({ ...context, timeoutMs: SAVE_TIMEOUT_MS });

export const updateBeneficiary = (id: number, input: BeneficiaryCreateInput, context: SendContext) =>
  apiRequest<OkMessageResponse>(`/beneficiary/update-beneficiary/${id}`, { method: 'PUT', body: input, ...write(context) });
export const deactivateBeneficiary = (id: number, input: DeactivateBeneficiary, context: SendContext) =>
  apiRequest<OkMessageResponse>(`/beneficiary/deactivate-beneficiary/${id}`, { method: 'PUT', body: input, ...write(context) });
export const reactivateBeneficiary = (id: number, context: { idempotencyKey: string }) =>
  apiRequest<OkMessageResponse>(`/beneficiary/reactivate-beneficiary/${id}`, { method: 'PUT', ...write(context) });
export const restoreProgram = (enrolmentId: number, context: { idempotencyKey: string }) =>
  apiRequest<OkMessageResponse>(`/beneficiary/restore-program/${enrolmentId}`, { method: 'PUT', ...write(context) });

/** A person's History, a page at a time, newest first; each page names the cursor of the next. */
export const beneficiaryHistoryQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: ['beneficiary-history', id],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<BeneficiaryHistoryResponse>(
        `/beneficiary/get-beneficiary-history/${id}${pageParam === undefined ? '' : `?before=${pageParam}`}`,
        { signal },
      ),
    getNextPageParam: (last) => last.older ?? undefined,
  });

export const useBeneficiaryHistory = (id: number) => useInfiniteQuery(beneficiaryHistoryQueryOptions(id));

/** After a change of the person or an enrolment: the details, the history, what is left to enrol in, and the list. */
export function useRefreshRecord(beneficiaryId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: beneficiaryDetailsQueryOptions(beneficiaryId).queryKey }),
        queryClient.invalidateQueries({ queryKey: beneficiaryHistoryQueryOptions(beneficiaryId).queryKey }),
        queryClient.invalidateQueries({ queryKey: missingSubProgramsQueryOptions(beneficiaryId).queryKey }),
        queryClient.invalidateQueries({ queryKey: beneficiariesQueryKey }),
      ]),
    [queryClient, beneficiaryId],
  );
}
