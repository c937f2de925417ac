import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkRoleMenu, getRoleMenu, roleMenuQueryOptions } from '../lib/role-menu.ts';
import { isSessionValid, readSession } from '../lib/session.ts';
import { takeFirstData } from './first-data.ts';

type Load = () => Promise<unknown>;

const signedIn = () => isSessionValid(readSession());

/**
 * On a slow link the first screen used to load as a chain: entry → frame → guard → role menu → page
 * chunk → list call. Here the chunks the first screen needs start together as soon as the entry runs
 * (a page path ending in '/' stands for the paths under it).
 */
export function startFirstScreen(path: string, chunks: { login: Load; frame: Load[]; pages: Record<string, Load> }) {
  if (!signedIn()) return void chunks.login();
  for (const load of chunks.frame) void load();
  const page = Object.entries(chunks.pages).find(([prefix]) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix,
  );
  void page?.[1]();
}

/**
 * …and so do the calls it needs: the role menu, and on the list the first page. boot.js has usually
 * asked for them already, before this code arrived; its answers are taken over, and a call it could not
 * make (or that failed) is made here.
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
