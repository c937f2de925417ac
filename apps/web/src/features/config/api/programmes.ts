import {
  CONFIG_PROGRAMMES_PATH,
  CONFIG_SUB_PROGRAMMES_PATH,
  type ProgrammeInput,
  type ProgrammesResponse,
  type SubProgrammeInput,
  type UpdateProgramme,
  type UpdateSubProgramme,
} from '@portal/contract/config';
import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import type { OkResponse } from '@portal/contract/responses/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';
import { PROGRAMME_NAMES_KEY } from '../../../lib/programme-names.ts';

const PROGRAMMES_KEY = ['config', 'programmes'] as const;

export const useConfigProgrammes = () =>
  useQuery({
    queryKey: PROGRAMMES_KEY,
    queryFn: ({ signal }) => apiRequest<ProgrammesResponse>(CONFIG_PROGRAMMES_PATH, { signal }),
  });

/** After a change: this screen, the names every screen shows, and the history are read again. */
export function useRefreshProgrammes() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
        client.invalidateQueries({ queryKey: PROGRAMME_NAMES_KEY }),
        client.invalidateQueries({ queryKey: ['staff-admin', 'history'] }),
      ]),
    [client],
  );
}

const write = (context: SendContext) => ({ ...context, timeoutMs: SAVE_TIMEOUT_MS });
type Kind = 'program' | 'subProgram';
const pathOf = (kind: Kind) => (kind === 'program' ? CONFIG_PROGRAMMES_PATH : CONFIG_SUB_PROGRAMMES_PATH);

export const createProgramme = (input: ProgrammeInput, context: SendContext) =>
  apiRequest<OkResponse>(CONFIG_PROGRAMMES_PATH, { method: 'POST', body: input, ...write(context) });
export const updateProgramme = (id: number, input: UpdateProgramme, context: SendContext) =>
  apiRequest<OkResponse>(`${CONFIG_PROGRAMMES_PATH}/${id}`, { method: 'PUT', body: input, ...write(context) });
export const createSubProgramme = (input: SubProgrammeInput, context: SendContext) =>
  apiRequest<OkResponse>(CONFIG_SUB_PROGRAMMES_PATH, { method: 'POST', body: input, ...write(context) });
export const updateSubProgramme = (id: number, input: UpdateSubProgramme, context: SendContext) =>
  apiRequest<OkResponse>(`${CONFIG_SUB_PROGRAMMES_PATH}/${id}`, { method: 'PUT', body: input, ...write(context) });
export const setActive = (kind: Kind, id: number, active: boolean, context: SendContext) =>
  apiRequest<OkResponse>(`${pathOf(kind)}/${id}/${active ? 'restore' : 'retire'}`, { method: 'POST', ...write(context) });
