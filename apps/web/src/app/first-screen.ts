import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkRoleMenu, getRoleMenu, roleMenuQueryOptions } from '../lib/role-menu.ts';
import { isSessionValid, readSession } from '../lib/session.ts';
import { takeFirstData } from './first-data.ts';

const signedIn = () => isSessionValid(readSession());

/**
 * The calls the first screen needs, started beside its chunks rather than after them: the role menu,
 * and on the list the first page. boot.js has usually asked for them already, before this code
 * arrived; its answers are taken over, and a call it could not make (or that failed) is made here.
 */
export function useFirstData() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn()) return;
    const early = takeFirstData();
    void queryClient.prefetchQuery({
      ...roleMenuQueryOptions(),
      queryFn: async () => {
        const answer = (await early.roleMenu) as Parameters<typeof checkRoleMenu>[0] | null | undefined;
        return answer ? checkRoleMenu(answer) : getRoleMenu();
      },
    });
    if (window.location.pathname.replace(/\/$/, '') !== '/beneficiary') return;
    void import('../features/beneficiaries/api/get-beneficiaries.ts').then(({ beneficiariesQueryOptions }) =>
      queryClient.prefetchInfiniteQuery(beneficiariesQueryOptions({ search: '', all: false }, early.firstListPage)),
    );
  }, [queryClient]);
}
