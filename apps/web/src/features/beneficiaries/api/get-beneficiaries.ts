import type { BeneficiaryListItem } from '@portal/contract/beneficiary';
import { PAGE_SIZE } from '@portal/contract/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BENEFICIARY_LIST_CALL } from '../../../app/first-data.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface BeneficiaryFilter {
  search: string;
  all: boolean;
}

export const getBeneficiaries = (filter: BeneficiaryFilter, offset: number, signal?: AbortSignal) =>
  apiRequest<{ Status: boolean; Data: BeneficiaryListItem[] }>(BENEFICIARY_LIST_CALL, {
    // search is sent only when non-empty (spec §7)
    query: { search: filter.search || undefined, isChecked: filter.all, limit: PAGE_SIZE, offset },
    signal,
  });

export const beneficiariesQueryKey = ['beneficiaries'] as const;

/** `firstPage`: the first page's answer, already asked for by boot.js (app/first-data.ts), when there is one. */
export const beneficiariesQueryOptions = (filter: BeneficiaryFilter, firstPage?: Promise<unknown>) =>
  infiniteQueryOptions({
    queryKey: [...beneficiariesQueryKey, filter],
    queryFn: async ({ pageParam, signal }) => {
      try {
        const early = pageParam === 0 ? ((await firstPage) as { Data?: unknown } | null | undefined) : undefined;
        if (Array.isArray(early?.Data)) return early.Data as BeneficiaryListItem[];
        return (await getBeneficiaries(filter, pageParam, signal)).Data ?? [];
      } catch (error) {
        // a failed list fetch is logged (spec §8); the page also says so, with a Retry
        console.error('Failed to load beneficiaries', error);
        throw error;
      }
    },
    initialPageParam: 0,
    // a page asked for at start (app/first-screen.ts) is not asked for again when the list mounts; a save
    // that changes the list invalidates it at once
    staleTime: 30_000,
    // the list ends when a page has fewer than 15 rows (spec §9)
    getNextPageParam: (lastPage, pages) => (lastPage.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE),
    // retried a few times with growing delays (the client's defaults), then the page offers Retry
  });

export const useBeneficiaries = (filter: BeneficiaryFilter) => useInfiniteQuery(beneficiariesQueryOptions(filter));
