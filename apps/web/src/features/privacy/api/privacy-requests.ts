import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import {
  type NewRequest,
  PRIVACY_REQUEST_PATHS,
  type PrivacyRequestsResponse,
  type REQUEST_OUTCOMES,
  type REQUEST_STATUSES,
  REQUESTS_PAGE,
} from '@portal/contract/privacy-requests';
import type { OkResponse } from '@portal/contract/responses/common';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';

const personPath = (id: number) => PRIVACY_REQUEST_PATHS.person.replace(':id', String(id));
const write = (context: SendContext) => ({ ...context, timeoutMs: SAVE_TIMEOUT_MS });

/** A list of requests a page at a time: the next page starts where the last ended. */
const pages = (queryKey: readonly unknown[], path: string, query: Record<string, string> = {}) =>
  infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<PrivacyRequestsResponse>(path, { query: { ...query, offset: String(pageParam) }, signal }),
    getNextPageParam: (last, all) => (last.more ? all.length * REQUESTS_PAGE : undefined),
  });

export const usePersonRequests = (id: number) => useInfiniteQuery(pages(['privacy-requests', 'person', id], personPath(id)));
export const useOfficeRequests = (status: (typeof REQUEST_STATUSES)[number]) =>
  useInfiniteQuery(pages(['privacy-requests', 'office', status], PRIVACY_REQUEST_PATHS.all, { status }));

/** After a request is logged or closed: every list of requests. */
export function useRefreshRequests() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['privacy-requests'] }), [client]);
}

export const logRequest = (id: number, input: NewRequest, context: SendContext) =>
  apiRequest<{ Status: true; request_id: number }>(personPath(id), { method: 'POST', body: input, ...write(context) });
export const closeRequest = (requestId: number, outcome: (typeof REQUEST_OUTCOMES)[number], context: SendContext) =>
  apiRequest<OkResponse>(PRIVACY_REQUEST_PATHS.close.replace(':requestId', String(requestId)), {
    method: 'POST',
    body: { outcome },
    ...write(context),
  });
