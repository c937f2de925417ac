import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UploadRecord } from '@portal/contract/responses/uploads-history';
import { IconDownload, IconFileReport } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal.tsx';
import { usePhone } from '../../../components/use-phone.ts';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { uploadDetailQueryOptions, uploadsHistoryQueryOptions } from '../api/uploads.ts';
import { reasonOf } from '../lib/reasons.ts';
import { rejectedFileName } from '../lib/rejected-file-name.ts';
import { saveFile } from '../lib/save-file.ts';
import { UploadReportView } from './upload-report.tsx';

/** Downloads an upload's rejected rows again, rebuilt from its recorded report in the language shown. */
function useDownloadRejected() {
  const queryClient = useQueryClient();
  const t = useText();
  const { locale } = useLocale();
  return async (upload: UploadRecord) => {
    const [{ report }, { recordedRejectedWorkbook }] = await Promise.all([
      queryClient.fetchQuery(uploadDetailQueryOptions(upload.id)),
      // the spreadsheet library loads only when a download is asked for
      import('../lib/recorded-rejected.ts'),
    ]);
    const bytes = recordedRejectedWorkbook(upload.kind, report, (r) => reasonOf(r, t, locale), t('upload.report.reason'));
    saveFile(bytes, rejectedFileName(upload.fileName, upload.kind));
  };
}

/** What is said in place of the download once the rejected rows' cells are gone (decision 052). */
function useRowsGone(upload: UploadRecord | null): string | undefined {
  const t = useText();
  const { locale } = useLocale();
  if (!upload?.rowsEmptiedAt) return undefined;
  return t('uploadsHistory.rowsEmptied', { when: formatMoment(upload.rowsEmptiedAt, locale) });
}

function UploadActions({ upload, onReport }: { upload: UploadRecord; onReport: () => void }) {
  const t = useText();
  const { locale } = useLocale();
  const download = useDownloadRejected();
  const rowsGone = useRowsGone(upload);
  const when = formatMoment(upload.uploadedAt, locale);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileReport size={14} />}
          onClick={onReport}
          aria-label={t('uploadsHistory.reportOf', { when })}
        >
          {t('uploadsHistory.report')}
        </Button>
        {upload.rejected > 0 && !rowsGone && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => void download(upload)}
            aria-label={t('uploadsHistory.downloadRejectedOf', { when })}
          >
            {t('uploadsHistory.downloadRejected')}
          </Button>
        )}
      </Group>
      {upload.rejected > 0 && rowsGone && (
        <Text size="xs" c="dimmed" maw={240} data-testid="rows-emptied">
          {rowsGone}
        </Text>
      )}
    </Stack>
  );
}

/** The file, its sheet, what it brought in, and whether the same file came before. */
function FileCell({ upload }: { upload: UploadRecord }) {
  const t = useText();
  const { locale } = useLocale();
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} c={upload.fileName ? undefined : 'dimmed'}>
          {upload.fileName ?? t('uploadsHistory.noFile')}
        </Text>
        <Badge size="xs" variant="light" color="blue">
          {t('uploadsHistory.kind', { kind: upload.kind })}
        </Badge>
      </Group>
      {upload.sheetName && (
        <Text size="xs" c="dimmed">
          {t('uploadsHistory.sheet')}: {upload.sheetName}
        </Text>
      )}
      {upload.earlier && (
        <Text size="xs" c="orange.9" data-testid="same-file">
          {t('uploadsHistory.sameFile', {
            when: formatMoment(upload.earlier.uploadedAt, locale),
            name: upload.earlier.uploadedByName,
          })}
        </Text>
      )}
    </Stack>
  );
}

function UploadCard({ upload, onReport }: { upload: UploadRecord; onReport: () => void }) {
  const t = useText();
  const { locale } = useLocale();
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="upload-entry">
      <Stack gap={6}>
        <FileCell upload={upload} />
        <Text size="xs">
          {t('uploadsHistory.uploadedBy', { name: upload.uploadedByName, when: formatMoment(upload.uploadedAt, locale) })}
        </Text>
        <Text size="sm">
          {t('uploadsHistory.created')}: <b>{upload.created}</b> · {t('uploadsHistory.existing')}: <b>{upload.existing}</b> ·{' '}
          {t('uploadsHistory.rejected')}: <b>{upload.rejected}</b>
        </Text>
        <UploadActions upload={upload} onReport={onReport} />
      </Stack>
    </Paper>
  );
}

function UploadsTable({ uploads, onReport }: { uploads: UploadRecord[]; onReport: (upload: UploadRecord) => void }) {
  const t = useText();
  const { locale } = useLocale();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder aria-label={t('uploadsHistory.tableLabel')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('uploadsHistory.when')}</Table.Th>
            <Table.Th>{t('uploadsHistory.who')}</Table.Th>
            <Table.Th>{t('uploadsHistory.file')}</Table.Th>
            <Table.Th ta="right">{t('uploadsHistory.created')}</Table.Th>
            <Table.Th ta="right">{t('uploadsHistory.existing')}</Table.Th>
            <Table.Th ta="right">{t('uploadsHistory.rejected')}</Table.Th>
            <Table.Th>{t('uploadsHistory.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {uploads.map((upload) => (
            <Table.Tr key={upload.id} data-testid="upload-entry">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(upload.uploadedAt, locale)}</Table.Td>
              <Table.Td>{upload.uploadedByName}</Table.Td>
              <Table.Td>
                <FileCell upload={upload} />
              </Table.Td>
              <Table.Td ta="right">{upload.created}</Table.Td>
              <Table.Td ta="right">{upload.existing}</Table.Td>
              <Table.Td ta="right">{upload.rejected}</Table.Td>
              <Table.Td>
                <UploadActions upload={upload} onReport={() => onReport(upload)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The recorded report of one upload, as its dialog showed it, with its rejected rows to download again. */
function RecordedReportDialog({ upload, onClose }: { upload: UploadRecord | null; onClose: () => void }) {
  const t = useText();
  const { locale } = useLocale();
  const download = useDownloadRejected();
  const rowsGone = useRowsGone(upload);
  const query = useQuery({ ...uploadDetailQueryOptions(upload?.id ?? 0), enabled: upload !== null });
  const when = upload ? formatMoment(upload.uploadedAt, locale) : '';
  return (
    <AppModal
      opened={upload !== null}
      onClose={onClose}
      title={t('uploadsHistory.reportTitle', { when })}
      size="xl"
      centered
      withCloseButton
    >
      {upload && (
        <Stack>
          <FileCell upload={upload} />
          <Text size="sm">{t('uploadsHistory.uploadedBy', { name: upload.uploadedByName, when })}</Text>
          {query.isError ? (
            <LoadFailed
              message={t('uploadsHistory.reportFailed')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : !query.data ? (
            <Loader size="sm" />
          ) : (
            <UploadReportView
              report={query.data.report}
              dryRun={false}
              hidden={{ count: 0, skipped: false }}
              {...(rowsGone ? { rowsGone } : { onDownloadRejected: () => void download(upload) })}
            />
          )}
        </Stack>
      )}
    </AppModal>
  );
}

/** The Organization page's Uploads history: each stored upload, newest first, with its report and its rejected rows. */
export function UploadsHistory() {
  const t = useText();
  const phone = usePhone();
  const query = useInfiniteQuery(uploadsHistoryQueryOptions());
  const [shown, setShown] = useState<UploadRecord | null>(null);
  const uploads = query.data?.pages.flatMap((page) => page.uploads) ?? [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="uploads-history-heading" mt="lg">
      <Title order={2} size="h4" mb={4} id="uploads-history-heading">
        {t('uploadsHistory.heading')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('uploadsHistory.intro')}
      </Text>
      {query.isError && !query.data ? (
        <LoadFailed message={t('uploadsHistory.failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Loader size="sm" />
      ) : uploads.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('uploadsHistory.empty')}
        </Text>
      ) : phone ? (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t('uploadsHistory.tableLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {uploads.map((upload) => (
            <li key={upload.id}>
              <UploadCard upload={upload} onReport={() => setShown(upload)} />
            </li>
          ))}
        </Stack>
      ) : (
        <UploadsTable uploads={uploads} onReport={setShown} />
      )}
      {query.hasNextPage && (
        <Group mt="sm">
          <Button variant="subtle" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('uploadsHistory.older')}
          </Button>
        </Group>
      )}
      <RecordedReportDialog upload={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}
