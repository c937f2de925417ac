import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { AdminHistory } from './admin-history.tsx';
import { RolesTab } from './roles-tab.tsx';
import { StaffTab } from './staff-tab.tsx';

/** Staff and roles (/permission): the staff, the roles, and the history of both. */
export function StaffAdminPage() {
  const t = useText();
  usePageTitle(t('staffAdmin.title'));
  return (
    <TabbedPage
      title={t('staffAdmin.title')}
      tabs={[
        { value: 'staff', label: t('staffAdmin.staffTab'), panel: <StaffTab /> },
        { value: 'roles', label: t('staffAdmin.rolesTab'), panel: <RolesTab /> },
        { value: 'history', label: t('staffAdmin.historyTab'), panel: <AdminHistory /> },
      ]}
    />
  );
}
