import type { BeneficiaryDetailsResponse, MissingSubProgramsResponse } from '@portal/contract/responses/beneficiary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type DetailsResponse = BeneficiaryDetailsResponse;

export const beneficiaryDetailsQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['beneficiary-details', id],
    queryFn: ({ signal }) => apiRequest<DetailsResponse>(`/beneficiary/get-beneficiary-details/${id}`, { signal }),
    enabled: id !== null,
    // a 404 is final; no answer or a 5xx is retried with growing delays (the client's defaults)
  });

export const useBeneficiaryDetails = (id: number | null) => useQuery(beneficiaryDetailsQueryOptions(id));

export const missingSubProgramsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['missing-subprograms', id],
    queryFn: ({ signal }) => apiRequest<MissingSubProgramsResponse>(`/beneficiary/get-missing-subprograms/${id}`, { signal }),
  });

export const useMissingSubPrograms = (id: number, enabled: boolean) =>
  useQuery({ ...missingSubProgramsQueryOptions(id), enabled });
