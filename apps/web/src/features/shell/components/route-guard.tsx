import { SHELL_TEXT } from '@portal/contract/messages';
import { allowsPath } from '@portal/contract/permissions';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { isTransientError } from '../../../lib/network/errors.ts';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useRoleMenu } from '../../../lib/role-menu.ts';

/**
 * Spec §6: renders only with `*` or the page's path among the roles' permissions; else nothing. When
 * the role menu got no answer (a dropped link, after its retries) the page says so with a Retry
 * rather than standing empty.
 */
export function RouteGuard({ path, children }: { path: string; children: ReactNode }) {
  const t = useText();
  const { roles, isPending, error, refetch, isFetching } = useRoleMenu();
  const unreachable = Boolean(error) && isTransientError(error);
  const allowed = allowsPath(
    roles.map((r) => r.role_permissions),
    path,
  );
  const denied = !isPending && !allowed && !unreachable;
  useEffect(() => {
    if (denied) console.warn(SHELL_TEXT.accessDenied);
  }, [denied]);
  if (unreachable) return <LoadFailed message={t('network.menuFailed')} onRetry={() => void refetch()} retrying={isFetching} />;
  return allowed ? children : null;
}
