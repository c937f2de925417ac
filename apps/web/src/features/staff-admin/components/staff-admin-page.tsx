import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { AdminHistory } from './admin-history.tsx';
import { RolesTab } from './roles-tab.tsx';
import { StaffTab } from './staff-tab.tsx';

const TABS = ['staff', 'roles', 'history'] as const;
type Tab = (typeof TABS)[number];

/** Staff and roles (/permission): the staff, the roles, and the history of both; the tab is kept in the URL. */
export function StaffAdminPage() {
  const t = useText();
  usePageTitle(t('staffAdmin.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((name) => name === asked) ?? 'staff';
  return (
    <Paper p="md" radius="md" withBorder>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('staffAdmin.title')}
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== 'staff' ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="staff">{t('staffAdmin.staffTab')}</Tabs.Tab>
            <Tabs.Tab value="roles">{t('staffAdmin.rolesTab')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('staffAdmin.historyTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="staff" pt="md">
            <StaffTab />
          </Tabs.Panel>
          <Tabs.Panel value="roles" pt="md">
            <RolesTab />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <AdminHistory />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
