import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import {
  type NewRequest,
  PRIVACY_REQUEST_PATHS,
  type PrivacyRequestsResponse,
  type REQUEST_OUTCOMES,
  type REQUEST_STATUSES,
} from '@portal/contract/privacy-requests';
import type { OkResponse } from '@portal/contract/responses/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';

const personPath = (id: number) => PRIVACY_REQUEST_PATHS.person.replace(':id', String(id));
const write = (context: SendContext) => ({ ...context, timeoutMs: SAVE_TIMEOUT_MS });

export const usePersonRequests = (id: number) =>
  useQuery({
    queryKey: ['privacy-requests', 'person', id],
    queryFn: ({ signal }) => apiRequest<PrivacyRequestsResponse>(personPath(id), { signal }),
  });
export const useOfficeRequests = (status: (typeof REQUEST_STATUSES)[number]) =>
  useQuery({
    queryKey: ['privacy-requests', 'office', status],
    queryFn: ({ signal }) => apiRequest<PrivacyRequestsResponse>(PRIVACY_REQUEST_PATHS.all, { query: { status }, signal }),
  });

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
