import type {
  DashboardHeadline,
  DashboardPlaces,
  DashboardProgrammes,
  DashboardStaff,
  DashboardTrend,
} from '@portal/contract/dashboard';
import { DASHBOARD_PATHS } from '@portal/contract/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type ListFilters, listQuery } from '../../beneficiaries/lib/list-filters.ts';

interface DashboardParts {
  headline: DashboardHeadline;
  trend: DashboardTrend;
  places: DashboardPlaces;
  programmes: DashboardProgrammes;
  staff: DashboardStaff;
}
export type DashboardPart = keyof DashboardParts;

/**
 * One part of the dashboard under the filters: each is its own call, shown as it comes; the figures
 * before stay shown while a change of filters loads. A minute old at most on a return to the screen.
 */
export function useDashboardPart<P extends DashboardPart>(part: P, filters: ListFilters) {
  const { sort: _sort, ...query } = listQuery(filters);
  return useQuery({
    queryKey: ['dashboard', part, query],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ Status: true; data: DashboardParts[P] }>(DASHBOARD_PATHS[part], { query, signal })).data,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
