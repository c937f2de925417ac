import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ACTIVE_STATUS_ID, MENU_WIDTH_COLLAPSED } from '@portal/contract/constants';
import { MENU_ERRORS } from '@portal/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePhone } from '../../../components/use-phone.ts';
import { useLanguageSettling } from '../../../lib/i18n/language-settling.ts';
import { isTransientError } from '../../../lib/network/errors.ts';
import { MenuStatusError, roleMenuQueryOptions, useRoleMenu } from '../../../lib/role-menu.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { Header } from './header.tsx';
import { MustChangePassword } from './must-change-password.tsx';
import { NavDrawer, SideNav } from './side-nav.tsx';

/**
 * The signed-in frame. Spec §4 menu load: an inactive user is signed out; a call that throws
 * clears the role store and signs out; a Status that is not true only shows the error. A call that
 * got no answer (after its retries) signs no one out on a patchy link: the menu offers to load again.
 * A session the server ended (401) is handled by the API client.
 * Below the tablet width the side navigation is a drawer opened from the header.
 */
export function AppLayout() {
  const phone = usePhone();
  const [expanded, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { userInfo, error } = useRoleMenu();
  const queryClient = useQueryClient();
  useLanguageSettling();

  useEffect(() => {
    if (userInfo && userInfo.status_id !== ACTIVE_STATUS_ID) void signOut();
  }, [userInfo]);

  useEffect(() => {
    if (!error || error instanceof MenuStatusError || isTransientError(error)) return;
    console.error(MENU_ERRORS.fetchThrew, error);
    queryClient.removeQueries({ queryKey: roleMenuQueryOptions().queryKey });
    void signOut();
  }, [error, queryClient]);

  // a new page, or a turn of the phone past the breakpoint, starts with the menu closed
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because these changed
  useEffect(close, [pathname, phone]);

  return (
    <Box mih="100vh" bg="gray.0">
      {phone ? (
        <NavDrawer opened={expanded} onClose={close} />
      ) : (
        <SideNav expanded={expanded} onToggle={toggle} onClose={close} />
      )}
      <Header phone={phone} menuOpened={expanded} onMenu={toggle} />
      <Box component="main" p={phone ? 'xs' : 'md'} ml={phone ? 0 : MENU_WIDTH_COLLAPSED}>
        {userInfo?.must_change_password ? <MustChangePassword /> : <Outlet />}
      </Box>
    </Box>
  );
}
