import type { BeneficiaryListItem } from '@portal/contract/beneficiary';
import { PAGE_SIZE } from '@portal/contract/constants';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { BENEFICIARY_LIST_CALL } from '../../../app/first-data.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { type ListFilters, listQuery } from '../lib/list-filters.ts';

/** What the list shows: the search, All, and the filters of the URL (only those set). */
export type BeneficiaryFilter = { search: string } & Partial<ListFilters> & { all: boolean };

/** A page of the list: the first, or the one after the last row the list has (`cursor`, its id). */
export const getBeneficiaries = (filter: BeneficiaryFilter, cursor: number | null, signal?: AbortSignal) =>
  apiRequest<{ Status: boolean; Data: BeneficiaryListItem[] }>(BENEFICIARY_LIST_CALL, {
    // search is sent only when non-empty (spec §7); a later page starts after the last row (page 200
    // costs what page 1 does), the first asks for offset 0 as the spec's calls do
    query: {
      search: filter.search || undefined,
      isChecked: filter.all,
      ...listQuery(filter),
      limit: PAGE_SIZE,
      ...(cursor === null ? { offset: 0 } : { cursor }),
    },
    signal,
  });

export const beneficiariesQueryKey = ['beneficiaries'] as const;

/** `firstPage`: the first page's answer, already asked for by boot.js (app/first-data.ts), when there is one. */
export const beneficiariesQueryOptions = (filter: BeneficiaryFilter, firstPage?: Promise<unknown>) =>
  infiniteQueryOptions({
    queryKey: [...beneficiariesQueryKey, filter],
    queryFn: async ({ pageParam, signal }) => {
      try {
        const early = pageParam === null ? ((await firstPage) as { Data?: unknown } | null | undefined) : undefined;
        if (Array.isArray(early?.Data)) return early.Data as BeneficiaryListItem[];
        return (await getBeneficiaries(filter, pageParam, signal)).Data ?? [];
      } catch (error) {
        // a failed list fetch is logged (spec §8); the page also says so, with a Retry
        console.error('Failed to load beneficiaries', error);
        throw error;
      }
    },
    initialPageParam: null as number | null,
    // a page asked for at start (app/first-screen.ts) is not asked for again when the list mounts; a save
    // that changes the list invalidates it at once
    staleTime: 30_000,
    // the list ends when a page has fewer than 15 rows (spec §9); the next starts after this one's last row
    getNextPageParam: (lastPage) => (lastPage.length < PAGE_SIZE ? undefined : lastPage[lastPage.length - 1].beneficiary_id),
    // retried a few times with growing delays (the client's defaults), then the page offers Retry
  });

/** A new search or filter keeps the rows shown until its own answer comes (offline, until the link is back). */
export const useBeneficiaries = (filter: BeneficiaryFilter) =>
  useInfiniteQuery({ ...beneficiariesQueryOptions(filter), placeholderData: keepPreviousData });
