import type { LookupsResponse, LookupValue } from '@portal/contract/config';
import { LOOKUP_NAMES_PATH } from '@portal/contract/config-paths';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import type { OfficeLookup } from '@portal/contract/office-lookups';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const LOOKUP_NAMES_KEY = ['lookup-names'] as const;

export const fetchOfficeLookups = (signal?: AbortSignal) => apiRequest<LookupsResponse>(LOOKUP_NAMES_PATH, { signal });

/**
 * The office's look-up lists as it keeps them (names in both languages, retired values marked). The
 * forms fetch it; `fetch: false` only reads what is already there.
 */
export const useOfficeLookups = ({ fetch = true } = {}) =>
  useQuery({
    queryKey: LOOKUP_NAMES_KEY,
    queryFn: ({ signal }) => fetchOfficeLookups(signal),
    staleTime: 5 * 60_000,
    enabled: fetch,
  });

/** The values a new entry may take: those in use, and the one it holds already (kept when retired since). */
export const offeredValues = (rows: readonly LookupValue[], keep?: string) =>
  rows.filter((row) => row.status_id === RECORD_ACTIVE || String(row.id) === keep);

export const OFFICE_LOOKUP_GROUPS: readonly string[] = [
  'occupation',
  'educationLevel',
  'incomeRange',
  'outreachChannel',
  'mutualFundProvider',
  'mutualFundType',
] satisfies readonly OfficeLookup[];
