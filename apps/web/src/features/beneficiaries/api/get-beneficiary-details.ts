import type { BeneficiaryDetails, EnrolledProgram } from '@portal/contract/beneficiary';
import type { MissingSubProgramsResponse } from '@portal/contract/program';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface DetailsResponse {
  Status: boolean;
  beneficiaryDetails: BeneficiaryDetails;
  beneficiaryProgrames: EnrolledProgram[];
}

export const beneficiaryDetailsQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['beneficiary-details', id],
    queryFn: ({ signal }) => apiRequest<DetailsResponse>(`/beneficiary/get-beneficiary-details/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });

export const useBeneficiaryDetails = (id: number | null) => useQuery(beneficiaryDetailsQueryOptions(id));

export const missingSubProgramsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['missing-subprograms', id],
    queryFn: ({ signal }) => apiRequest<MissingSubProgramsResponse>(`/beneficiary/get-missing-subprograms/${id}`, { signal }),
  });

export const useMissingSubPrograms = (id: number, enabled: boolean) =>
  useQuery({ ...missingSubProgramsQueryOptions(id), enabled });
