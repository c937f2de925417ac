import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import type { OkResponse } from '@portal/contract/responses/common';
import {
  ADMIN_HISTORY_PATH,
  type AdminHistoryResponse,
  type CreateStaff,
  ROLES_PATH,
  type RoleInput,
  type RolesResponse,
  rolePath,
  STAFF_PATH,
  type StaffListQuery,
  type StaffListResponse,
  staffPath,
  type TemporaryPasswordResponse,
  type UpdateRole,
  type UpdateStaff,
} from '@portal/contract/staff-admin';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';

const STAFF_KEY = ['staff-admin', 'staff'] as const;
const ROLES_KEY = ['staff-admin', 'roles'] as const;
const HISTORY_KEY = ['staff-admin', 'history'] as const;

/** A page of the staff under the filters; the page shown stays while the next one loads. */
export const useStaffList = (query: StaffListQuery) =>
  useQuery({
    queryKey: [...STAFF_KEY, query],
    queryFn: ({ signal }) =>
      apiRequest<StaffListResponse>(STAFF_PATH, { query: query as Record<string, string | number | undefined>, signal }),
    placeholderData: keepPreviousData,
  });

export const useRoles = () =>
  useQuery({ queryKey: ROLES_KEY, queryFn: ({ signal }) => apiRequest<RolesResponse>(ROLES_PATH, { signal }) });

/** A page's Administration history (Staff and roles', or Programmes and look-ups'), a page at a time. */
export const useAdminHistory = (path: string = ADMIN_HISTORY_PATH) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...HISTORY_KEY, path],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) => apiRequest<AdminHistoryResponse>(path, { query: { before: pageParam }, signal }),
      getNextPageParam: (last) => last.older ?? undefined,
    }),
  );

/** After any change: the staff, the roles (their counts) and the history are read again. */
export function useRefreshAdministration() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['staff-admin'] }), [client]);
}

const write = (context: Partial<SendContext>) => ({ ...context, timeoutMs: SAVE_TIMEOUT_MS });

// no idempotency key: the answer holds a temporary password, which the server does not keep for repeats
export const createStaff = (input: CreateStaff, context: SendContext) =>
  apiRequest<TemporaryPasswordResponse>(STAFF_PATH, { method: 'POST', body: input, ...write({ signal: context.signal }) });
export const resetPassword = (userId: number, context: SendContext) =>
  apiRequest<TemporaryPasswordResponse>(`${staffPath(userId)}/reset-password`, {
    method: 'POST',
    ...write({ signal: context.signal }),
  });
export const updateStaff = (userId: number, input: UpdateStaff, context: SendContext) =>
  apiRequest<OkResponse>(staffPath(userId), { method: 'PUT', body: input, ...write(context) });
export const setStaffActive = (userId: number, active: boolean, context: SendContext) =>
  apiRequest<OkResponse>(`${staffPath(userId)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST', ...write(context) });

export const createRole = (input: RoleInput, context: SendContext) =>
  apiRequest<OkResponse>(ROLES_PATH, { method: 'POST', body: input, ...write(context) });
export const updateRole = (roleId: number, input: UpdateRole, context: SendContext) =>
  apiRequest<OkResponse>(rolePath(roleId), { method: 'PUT', body: input, ...write(context) });
export const setRoleActive = (roleId: number, active: boolean, context: SendContext) =>
  apiRequest<OkResponse>(`${rolePath(roleId)}/${active ? 'restore' : 'retire'}`, { method: 'POST', ...write(context) });
