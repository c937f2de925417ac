import { Avatar, Group, Image, Menu, Text, Title, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { encodeEmployeeId } from '@portal/contract/base64-id';
import { DISPLAY_NAME_MAX, MENU_WIDTH_COLLAPSED } from '@portal/contract/constants';
import { SHELL_TEXT } from '@portal/contract/messages';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { usePageTitleText } from '../../../lib/page-title.tsx';
import { useRoleMenu } from '../../../lib/role-menu.ts';
import { signOut } from '../../../lib/sign-out.ts';

export const HEADER_HEIGHT = 64;

function confirmLogout() {
  modals.openConfirmModal({
    title: SHELL_TEXT.logoutTitle,
    children: <Text size="sm">{SHELL_TEXT.logoutText}</Text>,
    labels: { confirm: SHELL_TEXT.logoutConfirm, cancel: SHELL_TEXT.cancel },
    confirmProps: { color: 'red' },
    onConfirm: () => void signOut(),
  });
}

/** Spec §2 shared header: logo, page title, avatar and name with a hover menu. */
export function Header() {
  const title = usePageTitleText();
  const { userInfo } = useRoleMenu();
  const navigate = useNavigate();
  const name = userInfo?.emp_name ? userInfo.emp_name.slice(0, DISPLAY_NAME_MAX) : SHELL_TEXT.guest;
  return (
    <Group
      component="header"
      justify="space-between"
      wrap="nowrap"
      h={HEADER_HEIGHT}
      pl={MENU_WIDTH_COLLAPSED + 16}
      pr="md"
      bg="white"
      style={{ position: 'sticky', top: 0, zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Link to="/beneficiary" aria-label="Home">
        <Image src="/logo.svg" alt="Grameena Outreach" w={140} />
      </Link>
      <Title order={1} size="h3" ta="center" style={{ flex: 1 }} data-testid="page-title">
        {title}
      </Title>
      <Menu trigger="hover" openDelay={50} closeDelay={200} position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="User menu">
            <Group gap="xs" wrap="nowrap">
              <Avatar color="green" radius="xl">
                {name.charAt(0).toUpperCase()}
              </Avatar>
              <Text fw={500} data-testid="user-name">
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconUser size={16} />}
            disabled={!userInfo}
            onClick={() => userInfo && navigate(`/userprofile/${encodeEmployeeId(userInfo.emp_id)}`)}
          >
            {SHELL_TEXT.profile}
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={confirmLogout}>
            {SHELL_TEXT.logout}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
