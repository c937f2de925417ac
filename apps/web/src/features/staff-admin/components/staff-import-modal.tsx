import { Button, FileInput, Stack, Table, Text } from '@mantine/core';
import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import { STAFF_IMPORT_MAX_BYTES, STAFF_IMPORT_PATH, type StaffImportResponse } from '@portal/contract/staff-admin';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { AppModal, ModalActions } from '../../../components/app-modal.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { useWrite } from '../../../lib/network/use-write.ts';
import { useRefreshAdministration } from '../api/staff-admin.ts';

const SHEET_TYPES =
  '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv';

/** The staff sheet of the command line's `user import`, sent as it is; the report stays in view, focused. */
export function StaffImportModal({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { problem } = useAdminProblem();
  const refresh = useRefreshAdministration();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<StaffImportResponse | null>(null);
  const [sending, setSending] = useState(false);
  const reportRef = useRef<HTMLDivElement>(null);
  const send = useWrite({
    send: async (sheet: File, context) =>
      apiRequest<StaffImportResponse>(STAFF_IMPORT_PATH, {
        method: 'POST',
        bytes: await sheet.arrayBuffer(),
        timeoutMs: SAVE_TIMEOUT_MS,
        ...context,
      }),
    identity: (sheet) => `${sheet.name}:${sheet.size}:${sheet.lastModified}`,
    onSaved: (result) => {
      setReport(result);
      requestAnimationFrame(() => reportRef.current?.focus());
      return refresh();
    },
    failed: (error) => problem(error, 'staffAdmin.importFailed'),
  });
  const run = async () => {
    if (!file) return;
    setSending(true);
    await send.run(file);
    setSending(false);
  };
  return (
    <AppModal opened onClose={onClose} title={t('staffAdmin.importTitle')} size="lg">
      <Stack>
        <Text size="sm">{t('staffAdmin.importText')}</Text>
        <FileInput
          label={t('staffAdmin.importFile')}
          accept={SHEET_TYPES}
          value={file}
          onChange={(chosen) => {
            setFile(chosen && chosen.size <= STAFF_IMPORT_MAX_BYTES ? chosen : null);
            setReport(null);
          }}
          leftSection={<IconFileSpreadsheet size={16} />}
          clearable
        />
        {report && (
          <Stack gap="xs" ref={reportRef} tabIndex={-1} role="status" data-testid="staff-import-report">
            <Text fw={700}>
              {t('staffAdmin.importDone', { created: report.created, updated: report.updated, rejected: report.rejected.length })}
            </Text>
            {report.rejected.length > 0 && (
              <Table.ScrollContainer minWidth={320}>
                <Table fz="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('staffAdmin.importRow')}</Table.Th>
                      <Table.Th>{t('staffAdmin.importReason')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.rejected.map((r) => (
                      <Table.Tr key={r.row}>
                        <Table.Td>{r.row}</Table.Td>
                        <Table.Td>{t(`staffAdmin.importReasons.${r.problem}`, { value: r.value ?? '' })}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
        <ModalActions>
          <Button variant="default" onClick={onClose}>
            {t('staffAdmin.close')}
          </Button>
          <Button onClick={() => void run()} disabled={!file} loading={sending}>
            {t('staffAdmin.importSend')}
          </Button>
        </ModalActions>
      </Stack>
    </AppModal>
  );
}
