import { periodEnd, withinDays } from '@portal/contract/india-days';
import { type ListFilters, writeListFilters } from '../../beneficiaries/lib/list-filters.ts';

/**
 * The list of the people a figure counts: the dashboard's filters with All on, narrowed by the
 * figure's own (a place, a registrant, a programme, a week). The list's total is that figure.
 */
export function listLink(filters: ListFilters, narrowed: Partial<ListFilters> = {}): string {
  const { sort: _sort, ...rest } = filters;
  return `/beneficiary?${writeListFilters({ ...rest, ...narrowed, all: true })}`;
}

/** The same screen (the dashboard, or the summary at `path`) under other filters (a place drilled into): its URL its filters. */
export function dashboardLink(filters: ListFilters, path = '/dashboard'): string {
  const { sort: _sort, all: _all, ...rest } = filters;
  const query = writeListFilters({ ...rest, all: false }).toString();
  return query ? `${path}?${query}` : path;
}

/** The days of a week or month bucket that lie within the trend's range. */
export const bucketDays = (start: string, period: 'week' | 'month', from: string, to: string) =>
  withinDays(start, periodEnd(start, period), { created_from: from, created_to: to });
