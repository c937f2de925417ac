import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { CONFIG_HISTORY_PATH } from '@portal/contract/config';
import { useSearchParams } from 'react-router';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { AdminHistory } from '../../staff-admin/components/admin-history.tsx';
import { LookupsTab } from './lookups-tab.tsx';
import { ProgrammesTab } from './programmes-tab.tsx';

/** Programmes and look-ups (/config): the office's programmes, its look-up lists, and the history of their changes; the tab is kept in the URL. */
export function ConfigPage() {
  const t = useText();
  usePageTitle(t('config.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'history' || asked === 'lookups' ? asked : 'programmes';
  return (
    <Paper p="md" radius="md" withBorder>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('config.title')}
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== 'programmes' ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="programmes">{t('config.programmesTab')}</Tabs.Tab>
            <Tabs.Tab value="lookups">{t('config.lookupsTab')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('config.historyTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="programmes" pt="md">
            <ProgrammesTab />
          </Tabs.Panel>
          <Tabs.Panel value="lookups" pt="md">
            <LookupsTab />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <AdminHistory path={CONFIG_HISTORY_PATH} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
