import { ActionIcon, Text } from '@mantine/core';
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_EXPANDED } from '@portal/contract/constants';
import { SHELL_TEXT } from '@portal/contract/messages';
import { IconMenu2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useRoleMenu } from '../../../lib/role-menu.ts';
import { MenuIcon } from './menu-icon.tsx';
import classes from './side-nav.module.css';

interface SideNavProps {
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/** Spec §2: 80 px collapsed (icons), 256 px expanded (icons and names), entries from the role menu. */
export function SideNav({ expanded, onToggle, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const { menus, isPending, error } = useRoleMenu();
  return (
    <nav
      aria-label="Main menu"
      className={`${classes.nav} ${expanded ? classes.expanded : ''}`}
      style={{ width: expanded ? MENU_WIDTH_EXPANDED : MENU_WIDTH_COLLAPSED }}
      data-expanded={expanded}
    >
      <ActionIcon
        className={classes.toggle}
        variant="subtle"
        color="white"
        size="lg"
        onClick={onToggle}
        aria-label={SHELL_TEXT.toggleMenu}
        aria-expanded={expanded}
      >
        <IconMenu2 />
      </ActionIcon>
      <div className={classes.menu}>
        {isPending && <Text className={classes.status}>{SHELL_TEXT.loading}</Text>}
        {error && <Text className={classes.status}>{error.message}</Text>}
        {menus.map((menu) => {
          const path = `/${menu.action}`;
          const active = pathname === path || pathname.startsWith(`${path}/`);
          return (
            <Link
              key={menu.menu_id}
              to={path}
              onClick={onNavigate}
              className={`${classes.entry} ${active ? classes.active : ''}`}
              aria-current={active ? 'page' : undefined}
              title={menu.menu_name}
            >
              <MenuIcon action={menu.action} />
              <span className={classes.label}>{menu.menu_name}</span>
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
