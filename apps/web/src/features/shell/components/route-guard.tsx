import { SHELL_TEXT } from '@portal/contract/messages';
import { allowsPath } from '@portal/contract/permissions';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useRoleMenu } from '../../../lib/role-menu.ts';

/** Spec §6: renders only with `*` or the page's path among the roles' permissions; else nothing. */
export function RouteGuard({ path, children }: { path: string; children: ReactNode }) {
  const { roles, isPending } = useRoleMenu();
  const allowed = allowsPath(
    roles.map((r) => r.role_permissions),
    path,
  );
  const denied = !isPending && !allowed;
  useEffect(() => {
    if (denied) console.warn(SHELL_TEXT.accessDenied);
  }, [denied]);
  return allowed ? children : null;
}
