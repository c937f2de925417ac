import { CONFIG_HISTORY_PATH } from '@portal/contract/config';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { PrivacyTab } from '../../privacy/components/privacy-tab.tsx';
import { AdminHistory } from '../../staff-admin/components/admin-history.tsx';
import { LookupsTab } from './lookups-tab.tsx';
import { ProgrammesTab } from './programmes-tab.tsx';

/** Programmes and look-ups (/config): the office's programmes, its look-up lists, and the history of their changes. */
export function ConfigPage() {
  const t = useText();
  usePageTitle(t('config.title'));
  return (
    <TabbedPage
      title={t('config.title')}
      tabs={[
        { value: 'programmes', label: t('config.programmesTab'), panel: <ProgrammesTab /> },
        { value: 'lookups', label: t('config.lookupsTab'), panel: <LookupsTab /> },
        { value: 'privacy', label: t('privacy.tab'), panel: <PrivacyTab /> },
        { value: 'history', label: t('config.historyTab'), panel: <AdminHistory path={CONFIG_HISTORY_PATH} /> },
      ]}
    />
  );
}
