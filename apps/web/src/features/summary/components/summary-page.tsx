import { Button, Loader, Menu, SimpleGrid, Text } from '@mantine/core';
import type { ExportFormat } from '@portal/contract/audit-actions';
import { ERRORS } from '@portal/contract/errors';
import { allowsPermission, PERMISSIONS } from '@portal/contract/permissions';
import { IconChevronDown, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n/i18n-provider.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useRoleMenu } from '../../../lib/role-menu.ts';
import { ExportError, saveExportedFile } from '../../beneficiaries/api/export-list.ts';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import { FilteredScreen, useUrlFilters } from '../../dashboard/components/filtered-screen.tsx';
import { PlacesTable } from '../../dashboard/components/places-table.tsx';
import { ProgrammesTable } from '../../dashboard/components/programmes-table.tsx';
import { StaffTable } from '../../dashboard/components/staff-table.tsx';
import { dashboardLink } from '../../dashboard/lib/dashboard-links.ts';
import { downloadSummary } from '../api/download-summary.ts';

type DownloadState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'saved'; name: string }
  | { kind: 'failed'; error: unknown };

/**
 * The dashboard's tables under the filters (kept in the URL, shared with the dashboard), to download
 * as a workbook or CSV files in the screen's language, or to print from the dashboard's print view.
 */
export function SummaryPage() {
  const { t } = useBeneficiaryText();
  const { locale } = useLocale();
  usePageTitle(t('summary.title'));
  const { filters, setFilters } = useUrlFilters();
  const { roles } = useRoleMenu();
  const printable = allowsPermission(
    roles.map((r) => r.role_permissions),
    PERMISSIONS.dashboard,
  );
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // leaving the page stops a download under way
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (format: ExportFormat) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running' });
    try {
      const file = await downloadSummary(filters, format, locale, abort.signal);
      saveExportedFile(file);
      setState({ kind: 'saved', name: file.name });
    } catch (error) {
      if (!abort.signal.aborted) setState({ kind: 'failed', error });
    }
  };
  const failure = (error: unknown) =>
    error instanceof ExportError && error.code ? t(ERRORS[error.code].message) : t('summary.failed');

  return (
    <FilteredScreen
      title={t('summary.title')}
      filters={filters}
      setFilters={setFilters}
      actions={
        <>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                leftSection={state.kind === 'running' ? <Loader size={14} aria-hidden /> : <IconDownload size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                disabled={state.kind === 'running'}
              >
                {t('summary.download')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void start('xlsx')}>{t('summary.asXlsx')}</Menu.Item>
              <Menu.Item onClick={() => void start('csv')}>{t('summary.asCsv')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {printable && (
            <Button
              component={Link}
              to={dashboardLink(filters)}
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t('summary.printView')}
            </Button>
          )}
        </>
      }
    >
      <Text size="sm" c="dimmed">
        {t('summary.intro')}
      </Text>
      <div aria-live="polite" data-testid="summary-status">
        {state.kind === 'running' && <Text size="sm">{t('summary.downloading')}</Text>}
        {state.kind === 'saved' && <Text size="sm">{t('summary.saved', { name: state.name })}</Text>}
        {state.kind === 'failed' && (
          <Text size="sm" c="red.8">
            {failure(state.error)}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PlacesTable filters={filters} />
        <ProgrammesTable filters={filters} />
      </SimpleGrid>
      <StaffTable filters={filters} />
    </FilteredScreen>
  );
}
