import { ActionIcon, Drawer, Image, Text } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_EXPANDED } from '@portal/contract/constants';
import { IconMenu2, IconRefresh } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { errorText } from '../../../lib/i18n/server-text.ts';
import { serverName } from '../../../lib/i18n/text.ts';
import { isTransientError } from '../../../lib/network/errors.ts';
import { MenuStatusError, useRoleMenu } from '../../../lib/role-menu.ts';
import { MenuIcon } from './menu-icon.tsx';
import classes from './side-nav.module.css';

/** The menu's entry names by action: English shows the server's name as sent, Kannada its own. */
const MENU_NAMES = 'layout.menuNames.';

/** The entries of the role menu (spec §2): loading, the error, or a link per entry with the active one marked. */
function NavEntries({ onNavigate }: { onNavigate: () => void }) {
  const t = useText();
  // read on each render: a switch of language re-renders the entries through useText
  const entryName = (action: string, name: string) => serverName(`${MENU_NAMES}${action}`, name);
  const { pathname } = useLocation();
  const { menus, isPending, error, refetch, isFetching } = useRoleMenu();
  // no answer after the retries: the user stays signed in and can ask again (it also reloads once back online)
  const unreachable = error && isTransientError(error);
  return (
    <div className={classes.menu} style={{ '--menu-width-expanded': `${MENU_WIDTH_EXPANDED}px` } as CSSProperties}>
      {isPending && <Text className={classes.status}>{t('shell.loading')}</Text>}
      {error && !unreachable && (
        <Text className={classes.status}>
          {error instanceof MenuStatusError ? t('menuError.statusFalse') : errorText(error, 'menuError.fetchThrew')}
        </Text>
      )}
      {unreachable && (
        <div className={classes.failed} role="alert">
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            onClick={() => void refetch()}
            loading={isFetching}
            aria-label={t('network.retryMenu')}
            title={t('network.retryMenu')}
          >
            <IconRefresh />
          </ActionIcon>
          <Text className={classes.label} size="sm">
            {t('network.menuFailed')}
          </Text>
        </div>
      )}
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
            title={entryName(menu.action, menu.menu_name)}
          >
            <MenuIcon action={menu.action} />
            <span className={classes.label}>{entryName(menu.action, menu.menu_name)}</span>
          </Link>
        );
      })}
    </div>
  );
}

interface SideNavProps {
  expanded: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * Spec §2: 80 px collapsed (icons), 256 px expanded (icons and names). Expanded, it closes on Escape
 * and on a click outside it, as well as on its toggle and on an entry.
 */
export function SideNav({ expanded, onToggle, onClose }: SideNavProps) {
  const t = useText();
  const ref = useClickOutside<HTMLElement>(() => expanded && onClose());
  useWindowEvent('keydown', (event) => {
    if (expanded && event.key === 'Escape') onClose();
  });
  return (
    <nav
      ref={ref}
      aria-label={t('layout.mainMenu')}
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
        aria-label={t('shell.toggleMenu')}
        aria-expanded={expanded}
      >
        <IconMenu2 aria-hidden />
      </ActionIcon>
      <NavEntries onNavigate={onClose} />
    </nav>
  );
}

export const NAV_DRAWER_ID = 'main-menu-drawer';

/** The same entries on a phone, in a drawer from the left that the header's menu button opens. */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      id={NAV_DRAWER_ID}
      size={MENU_WIDTH_EXPANDED}
      title={<Image src="/logo-mark.svg" alt={t('layout.logo')} w={40} h={40} bg="white" style={{ borderRadius: '50%' }} />}
      closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
      classNames={{ content: classes.drawer, header: classes.drawerHeader, close: classes.drawerClose, body: classes.drawerBody }}
    >
      <nav aria-label={t('layout.mainMenu')} className={classes.expanded}>
        <NavEntries onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
