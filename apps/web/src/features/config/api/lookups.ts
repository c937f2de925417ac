import {
  CONFIG_LOOKUPS_PATH,
  type LookupsResponse,
  type LookupValueInput,
  type UpdateLookupValue,
} from '@portal/contract/config';
import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import type { OfficeLookup } from '@portal/contract/office-lookups';
import type { OkResponse } from '@portal/contract/responses/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';
import { LOOKUP_NAMES_KEY } from '../../../lib/office-lookups.ts';

const LOOKUPS_KEY = ['config', 'lookups'] as const;

export const useConfigLookups = () =>
  useQuery({ queryKey: LOOKUPS_KEY, queryFn: ({ signal }) => apiRequest<LookupsResponse>(CONFIG_LOOKUPS_PATH, { signal }) });

/** After a change: this screen, the lists every form offers, and the history are read again. */
export function useRefreshLookups() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: LOOKUPS_KEY }),
        client.invalidateQueries({ queryKey: LOOKUP_NAMES_KEY }),
        client.invalidateQueries({ queryKey: ['staff-admin', 'history'] }),
      ]),
    [client],
  );
}

const write = (context: SendContext) => ({ ...context, timeoutMs: SAVE_TIMEOUT_MS });
const listPath = (list: OfficeLookup) => `${CONFIG_LOOKUPS_PATH}/${list}`;

export const createLookupValue = (list: OfficeLookup, input: LookupValueInput, context: SendContext) =>
  apiRequest<OkResponse>(listPath(list), { method: 'POST', body: input, ...write(context) });
export const updateLookupValue = (list: OfficeLookup, id: number, input: UpdateLookupValue, context: SendContext) =>
  apiRequest<OkResponse>(`${listPath(list)}/${id}`, { method: 'PUT', body: input, ...write(context) });
export const setLookupValueActive = (list: OfficeLookup, id: number, active: boolean, context: SendContext) =>
  apiRequest<OkResponse>(`${listPath(list)}/${id}/${active ? 'restore' : 'retire'}`, { method: 'POST', ...write(context) });
