import { Button, Loader, Menu, Stack, Text } from '@mantine/core';
import type { ExportFormat } from '@portal/contract/audit-actions';
import { ERRORS } from '@portal/contract/errors';
import { EXPORT_PROGRESS_INTERVAL_MS } from '@portal/contract/export-text';
import { allowsPermission, PERMISSIONS } from '@portal/contract/permissions';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AppModal, ModalActions } from '../../../components/app-modal.tsx';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { useRoleMenu } from '../../../lib/role-menu.ts';
import { downloadExport, ExportError, getExportProgress, saveExportedFile } from '../api/export-list.ts';
import type { BeneficiaryFilter } from '../api/get-beneficiaries.ts';
import { useBeneficiaryCount } from '../api/list-filter-data.ts';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; exportId: number | null }
  | { kind: 'saved'; name: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: unknown };

/**
 * Export beside the list's heading, for the roles that may export: the list as it is shown (its
 * search and filters, every matching row) as an .xlsx or a .zip of two CSV files, its headings and
 * look-up names in the language of the screen, named as the server names it. A dialog shows the
 * rows written so far and can cancel; the file is saved when it has all come.
 */
export function ExportListButton({ filter }: { filter: BeneficiaryFilter }) {
  const t = useText();
  const { locale } = useLocale();
  const { roles } = useRoleMenu();
  const total = useBeneficiaryCount(filter).data;
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const exportId = state.kind === 'running' ? state.exportId : null;
  // the rows written so far, asked for while the file comes (any process of the portal answers)
  const progress = useQuery({
    queryKey: ['export-progress', exportId],
    queryFn: ({ signal }) => getExportProgress(exportId as number, signal),
    enabled: exportId !== null,
    refetchInterval: EXPORT_PROGRESS_INTERVAL_MS,
    retry: false,
    gcTime: 0,
  }).data;
  // leaving the page stops an export under way
  useEffect(() => () => controller.current?.abort(), []);

  if (
    !allowsPermission(
      roles.map((r) => r.role_permissions),
      PERMISSIONS.beneficiaryExport,
    )
  )
    return null;

  const start = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', exportId: null });
    const follow = (id: number) => {
      if (!abort.signal.aborted) setState((s) => (s.kind === 'running' ? { kind: 'running', exportId: id } : s));
    };
    try {
      const file = await downloadExport(filter, format, locale, abort.signal, follow);
      saveExportedFile(file);
      setState({ kind: 'saved', name: file.name });
    } catch (error) {
      setState(abort.signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', error });
    } finally {
      controller.current = null;
    }
  };
  const cancel = () => controller.current?.abort();
  const close = () => {
    cancel();
    setState({ kind: 'idle' });
  };

  const failure = (error: unknown) =>
    error instanceof ExportError && error.code ? t(ERRORS[error.code].message) : t('export.failed');

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />}>
            {t('export.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void start('xlsx')}>{t('export.asXlsx')}</Menu.Item>
          <Menu.Item onClick={() => void start('csv')}>{t('export.asCsv')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AppModal
        opened={state.kind !== 'idle'}
        onClose={close}
        title={t('export.title')}
        centered
        closeOnClickOutside={state.kind !== 'running'}
      >
        <Stack>
          <div aria-live="polite" data-testid="export-status">
            {state.kind === 'running' && (
              <Stack gap="xs">
                {progress === undefined ? (
                  <Text>{t('export.starting')}</Text>
                ) : (
                  <>
                    <Text>{t('export.peopleSoFar', { count: progress.rows })}</Text>
                    {progress.enrolmentRows > 0 && <Text>{t('export.enrolmentsSoFar', { count: progress.enrolmentRows })}</Text>}
                  </>
                )}
                {total && !total.estimated && (
                  <Text size="sm" c="dimmed">
                    {t('export.ofTotal', { count: total.count })}
                  </Text>
                )}
              </Stack>
            )}
            {state.kind === 'saved' && <Text>{t('export.saved', { name: state.name })}</Text>}
            {state.kind === 'cancelled' && <Text>{t('export.cancelled')}</Text>}
            {state.kind === 'failed' && <Text c="red.8">{failure(state.error)}</Text>}
          </div>
          <ModalActions>
            {state.kind === 'running' ? (
              <>
                <Loader size="sm" aria-hidden />
                <Button color="red" variant="light" onClick={cancel} data-autofocus>
                  {t('export.cancel')}
                </Button>
              </>
            ) : (
              <Button onClick={close} data-autofocus>
                {t('export.close')}
              </Button>
            )}
          </ModalActions>
        </Stack>
      </AppModal>
    </>
  );
}
