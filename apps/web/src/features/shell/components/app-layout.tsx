import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ACTIVE_STATUS_ID, MENU_WIDTH_COLLAPSED } from '@portal/contract/constants';
import { MENU_ERRORS } from '@portal/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { MenuStatusError, roleMenuQueryOptions, useRoleMenu } from '../../../lib/role-menu.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { Header } from './header.tsx';
import { SideNav } from './side-nav.tsx';

/**
 * The signed-in frame. Spec §4 menu load: an inactive user is signed out; a call that throws
 * clears the role store and signs out; a Status that is not true only shows the error.
 */
export function AppLayout() {
  const [expanded, { toggle, close }] = useDisclosure(false);
  const { userInfo, error } = useRoleMenu();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userInfo && userInfo.status_id !== ACTIVE_STATUS_ID) void signOut();
  }, [userInfo]);

  useEffect(() => {
    if (!error || error instanceof MenuStatusError) return;
    console.error(MENU_ERRORS.fetchThrew, error);
    queryClient.removeQueries({ queryKey: roleMenuQueryOptions().queryKey });
    void signOut();
  }, [error, queryClient]);

  return (
    <Box mih="100vh" bg="gray.0">
      <SideNav expanded={expanded} onToggle={toggle} onNavigate={close} />
      <Header />
      <Box component="main" p="md" ml={MENU_WIDTH_COLLAPSED}>
        <Outlet />
      </Box>
    </Box>
  );
}
