import type { BeneficiaryCountResponse, ListStaff, ListStaffResponse } from '@portal/contract/responses/beneficiary';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery } from '../lib/list-filters.ts';
import { type BeneficiaryFilter, beneficiariesQueryKey } from './get-beneficiaries.ts';

/**
 * The total matching the list's search and filters (under the list's key, so a save that refreshes
 * the list refreshes it too). The previous total stays shown while the next loads.
 */
export function useBeneficiaryCount(filter: BeneficiaryFilter) {
  return useQuery({
    queryKey: [...beneficiariesQueryKey, 'count', filter],
    queryFn: ({ signal }) =>
      apiRequest<BeneficiaryCountResponse>('/beneficiary/count-beneficiaries', {
        query: { search: filter.search || undefined, isChecked: filter.all, ...listQuery(filter) },
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * The staff the "registered by" filter offers; loaded once the filters are opened. Deactivated staff
 * too, for an administrator (the server gives anyone else the active ones only).
 */
export function useListStaff(enabled: boolean): ListStaff[] {
  const query = useQuery({
    queryKey: ['list-staff'],
    queryFn: async ({ signal }) => (await apiRequest<ListStaffResponse>('/beneficiary/list-staff?status=all', { signal })).Data,
    enabled,
    staleTime: 10 * 60_000,
  });
  return query.data ?? [];
}
