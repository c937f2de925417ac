import type { ProgrammesResponse } from '@portal/contract/config';
import { PROGRAMME_NAMES_PATH } from '@portal/contract/config-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const PROGRAMME_NAMES_KEY = ['programme-names'] as const;

/**
 * The programmes and sub-programmes as the office keeps them (names in both languages, retired ones,
 * flags). Screens that list them fetch it; `fetch: false` only reads what is already there (a name
 * shown on a card waits for no request of its own).
 */
export const useProgrammeNames = ({ fetch = true } = {}) =>
  useQuery({
    queryKey: PROGRAMME_NAMES_KEY,
    queryFn: ({ signal }) => apiRequest<ProgrammesResponse>(PROGRAMME_NAMES_PATH, { signal }),
    staleTime: 5 * 60_000,
    enabled: fetch,
  });
