import type { AddProgramInput } from '@portal/contract/program';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { beneficiaryDetailsQueryOptions, missingSubProgramsQueryOptions } from './get-beneficiary-details.ts';

type Result = { Status: boolean; Message?: string };

export const addProgram = (beneficiaryId: number, input: AddProgramInput) =>
  apiRequest<Result>(`/beneficiary/add-new-program/${beneficiaryId}`, { method: 'POST', body: input });
export const updateProgram = (enrolmentId: number, input: AddProgramInput) =>
  apiRequest<Result>(`/beneficiary/update-program/${enrolmentId}`, { method: 'PUT', body: input });
export const deleteProgram = (enrolmentId: number) =>
  apiRequest<Result>(`/beneficiary/delete-program/${enrolmentId}`, { method: 'DELETE' });

/** After any change the details and the missing sub-programmes are read again. */
function useRefreshBeneficiary(beneficiaryId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: beneficiaryDetailsQueryOptions(beneficiaryId).queryKey }),
      queryClient.invalidateQueries({ queryKey: missingSubProgramsQueryOptions(beneficiaryId).queryKey }),
    ]);
}

export function useSaveProgram(beneficiaryId: number, enrolmentId: number | null) {
  const refresh = useRefreshBeneficiary(beneficiaryId);
  return useMutation({
    mutationFn: (input: AddProgramInput) => (enrolmentId ? updateProgram(enrolmentId, input) : addProgram(beneficiaryId, input)),
    onSuccess: refresh,
  });
}

export function useDeleteProgram(beneficiaryId: number) {
  const refresh = useRefreshBeneficiary(beneficiaryId);
  return useMutation({ mutationFn: deleteProgram, onSuccess: refresh });
}
