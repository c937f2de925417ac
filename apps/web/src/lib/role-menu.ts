import { AUTH_ERRORS, MENU_ERRORS } from '@portal/contract/messages';
import type { RoleMenuResponse } from '@portal/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROLE_MENU_CALL } from '../app/first-data.ts';
import { apiRequest } from './api-client.ts';

export class MenuStatusError extends Error {}

/** A Status that is not true clears roles and shows an error, without signing out (spec §4). */
export function checkRoleMenu(response: RoleMenuResponse | { Status: false }): RoleMenuResponse {
  if (response.Status !== true) throw new MenuStatusError(MENU_ERRORS.statusFalse);
  return response;
}

export const getRoleMenu = async (): Promise<RoleMenuResponse> =>
  checkRoleMenu(
    await apiRequest<RoleMenuResponse | { Status: false }>(ROLE_MENU_CALL, {
      noTokenMessage: AUTH_ERRORS.noTokenMenu,
      noTokenCode: 'noTokenMenu',
    }),
  );

// a dropped connection is retried like every read (query-client.ts); a Status that is not true is final
export const roleMenuQueryOptions = () => queryOptions({ queryKey: ['role-menu'], queryFn: getRoleMenu, staleTime: 5 * 60_000 });

/** The role store of spec §3: roles and userInfo, empty until loaded and after an error. */
export function useRoleMenu() {
  const query = useQuery(roleMenuQueryOptions());
  return {
    ...query,
    menus: query.data?.menus ?? [],
    roles: query.data?.roles ?? [],
    userInfo: query.data?.user ?? null,
  };
}
