import { ActionIcon, Avatar, Group, Image, Menu, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { encodeEmployeeId } from '@portal/contract/base64-id';
import { DISPLAY_NAME_MAX, MENU_WIDTH_COLLAPSED } from '@portal/contract/constants';
import { IconLogout, IconMenu2, IconUser } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LanguageMenu } from '../../../lib/i18n/language-switch.tsx';
import { text } from '../../../lib/i18n/text.ts';
import { usePageTitleText } from '../../../lib/page-title.tsx';
import { useRoleMenu } from '../../../lib/role-menu.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { NAV_DRAWER_ID } from './side-nav.tsx';

export const HEADER_HEIGHT = 64;

function confirmLogout() {
  modals.openConfirmModal({
    title: text('shell.logoutTitle'),
    children: <Text size="sm">{text('shell.logoutText')}</Text>,
    labels: { confirm: text('shell.logoutConfirm'), cancel: text('shell.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => void signOut(),
  });
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * Spec §2's hover menu with Profile and Logout; it opens on a click, Enter, Space and ArrowDown too,
 * so keyboard and touch users reach it (Mantine's `click-hover` keeps it open once clicked). Opened
 * from the keyboard, the first entry takes the focus, as in the ARIA menu button pattern.
 */
function UserMenu({ name, phone }: { name: string; phone: boolean }) {
  const t = useText();
  const { userInfo } = useRoleMenu();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const fromKeyboard = useRef(false);
  // Mantine's focus trap focuses the first entry in a timer it never cancels: a menu closed by a quick
  // Escape gets the focus after its focus return has run, and loses it with the dropdown. Once the
  // dropdown is gone, a keyboard user's focus left on nothing goes back to the button.
  const onExited = () => {
    const active = document.activeElement;
    if (fromKeyboard.current && (!active || active === document.body || active.closest('[data-menu-dropdown]'))) {
      trigger.current?.focus();
    }
    fromKeyboard.current = false;
  };
  // Mantine's focus trap gives the first entry the focus as the menu opens (the theme drops its focus
  // placeholder); a second focusing of our own raced it and could pull the focus back after a key press
  return (
    <Menu
      trigger="click-hover"
      opened={opened}
      onChange={setOpened}
      // no delay to open: a delayed open from the pointer passing over the list (a tap does both at once)
      // would open the menu again right after an entry was chosen
      openDelay={0}
      closeDelay={200}
      position="bottom-end"
      withinPortal
      transitionProps={{ onExited }}
    >
      <Menu.Target>
        <UnstyledButton
          ref={trigger}
          onKeyDown={(event) => {
            // Escape pressed before the focus trap has moved into the menu still reaches the trigger:
            // the dropdown only hears the keys pressed inside it
            if (opened && event.key === 'Escape') {
              event.preventDefault();
              setOpened(false);
              return;
            }
            if (opened || !OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            fromKeyboard.current = true;
            setOpened(true);
          }}
          style={{ borderRadius: 'var(--mantine-radius-xl)', flexShrink: 0 }}
        >
          {/* the button is named by what it shows, the user's name, and then what it opens (WCAG 2.5.3) */}
          <Group gap="xs" wrap="nowrap">
            <Avatar color="green" radius="xl" size={phone ? 'md' : undefined} aria-hidden>
              {name.charAt(0).toUpperCase()}
            </Avatar>
            {/* on a phone the name hides behind the avatar, its initial */}
            {phone ? (
              <VisuallyHidden data-testid="user-name">{name}</VisuallyHidden>
            ) : (
              <Text fw={500} data-testid="user-name">
                {name}
              </Text>
            )}
            <VisuallyHidden>{t('layout.userMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconUser size={16} aria-hidden />}
          disabled={!userInfo}
          onClick={() => userInfo && navigate(`/userprofile/${encodeEmployeeId(userInfo.emp_id)}`)}
        >
          {t('shell.profile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} color="red" onClick={confirmLogout}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface HeaderProps {
  phone: boolean;
  menuOpened: boolean;
  onMenu: () => void;
}

/**
 * Spec §2 shared header: logo, page title, avatar and name with a hover menu. On a phone it starts with
 * the button of the menu drawer, shows the logo's mark only, cuts a long title short and hides the name.
 */
export function Header({ phone, menuOpened, onMenu }: HeaderProps) {
  const t = useText();
  const title = usePageTitleText();
  const { userInfo } = useRoleMenu();
  const name = userInfo?.emp_name ? userInfo.emp_name.slice(0, DISPLAY_NAME_MAX) : t('shell.guest');
  return (
    <Group
      component="header"
      justify="space-between"
      wrap="nowrap"
      gap={phone ? 'xs' : 'md'}
      h={HEADER_HEIGHT}
      pl={phone ? 'xs' : MENU_WIDTH_COLLAPSED + 16}
      pr={phone ? 'xs' : 'md'}
      bg="white"
      style={{ position: 'sticky', top: 0, zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      {phone && (
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          onClick={onMenu}
          aria-label={t('layout.openMenu')}
          aria-expanded={menuOpened}
          aria-controls={menuOpened ? NAV_DRAWER_ID : undefined}
        >
          <IconMenu2 aria-hidden />
        </ActionIcon>
      )}
      <Link to="/beneficiary" aria-label={t('layout.home')} style={{ flexShrink: 0, display: 'flex' }}>
        {phone ? (
          <Image src="/logo-mark.svg" alt={t('layout.logo')} w={36} h={36} />
        ) : (
          <Image src="/logo.svg" alt={t('layout.logo')} w={140} />
        )}
      </Link>
      <Title
        order={1}
        size={phone ? 'h4' : 'h3'}
        ta="center"
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        data-testid="page-title"
      >
        {title}
      </Title>
      <Group gap={phone ? 4 : 'xs'} wrap="nowrap" style={{ flexShrink: 0 }}>
        <LanguageMenu phone={phone} />
        <UserMenu name={name} phone={phone} />
      </Group>
    </Group>
  );
}
