import { Alert, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { RejectedRow, UploadReport } from '@portal/contract/org-upload';
import { useEffect, useRef } from 'react';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { reasonOf } from '../lib/reasons.ts';

const SHOWN = 200;

interface UploadReportViewProps {
  report: UploadReport;
  dryRun: boolean;
  /** Hidden rows below the headings, and whether the office chose to skip them. */
  hidden: { count: number; skipped: boolean };
  /** Absent where the rejected rows' cells are no longer kept; `rowsGone` then says so in its place. */
  onDownloadRejected?: () => void;
  rowsGone?: string;
  /**
   * A finished upload that stored some rows and rejected others: the report says how many of each in
   * place of the spec's success text, and takes the focus (scrolled into view) so it is read first.
   */
  partial?: boolean;
}

/** Whether an upload stored a row or found one already there: only then do the spec's success texts show. */
export const storedAny = (report: UploadReport) => report.created + report.skipped > 0;

/**
 * What an upload (or a check) did: created, already there, stored without consent (beneficiaries), and
 * each rejected row with its reason.
 */
export function UploadReportView({
  report,
  dryRun,
  hidden,
  onDownloadRejected,
  rowsGone,
  partial = false,
}: UploadReportViewProps) {
  const t = useText();
  const { locale } = useLocale();
  const notes: RejectedRow[] = report.notes ?? [];
  const ref = useRef<HTMLDivElement>(null);
  // each new report (a second Save too) takes the focus again
  useEffect(() => {
    if (!partial || !report) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'start' });
  }, [partial, report]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={report.rejected.length ? 'yellow' : 'green'}
      title={t(dryRun ? 'upload.report.checkTitle' : 'upload.report.uploadTitle')}
      data-testid="upload-report"
    >
      {partial && (
        <Text size="sm" fw={600} mb="xs" role="status" data-testid="upload-partial">
          {t('upload.report.partial', { count: report.created, skipped: report.skipped, rejected: report.rejected.length })}
        </Text>
      )}
      <Text size="sm">
        {t('upload.report.created', { dryRun: dryRun ? 'yes' : 'no' })}: <b>{report.created}</b> · {t('upload.report.skipped')}:{' '}
        <b>{report.skipped}</b> · {t('upload.report.rejected')}: <b>{report.rejected.length}</b>
      </Text>
      {/* a beneficiary upload's people stored with no consent recorded (decision 038) */}
      {report.withoutConsent !== undefined && (
        <Text size="sm" data-testid="upload-without-consent">
          {t('upload.report.withoutConsent', { dryRun: dryRun ? 'yes' : 'no' })}: <b>{report.withoutConsent}</b>
        </Text>
      )}
      {hidden.count > 0 && (
        <Text size="sm">{t('upload.reportHidden', { count: hidden.count, skipped: hidden.skipped ? 'yes' : 'no' })}</Text>
      )}
      {report.rejected.length > 0 && (
        <>
          <ScrollArea.Autosize
            mah={220}
            mt="xs"
            // a scrolled region must be reachable by keyboard to be read (axe scrollable-region-focusable)
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('upload.report.rejectedRows') }}
          >
            <Table striped withTableBorder aria-label={t('upload.report.rejectedRows')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('upload.report.row')}</Table.Th>
                  <Table.Th>{t('upload.report.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rejected.slice(0, SHOWN).map((r) => (
                  <Table.Tr key={r.row}>
                    <Table.Td>{r.row}</Table.Td>
                    <Table.Td>{reasonOf(r, t, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {report.rejected.length > SHOWN && (
            <Text size="xs">{t('upload.report.more', { count: report.rejected.length - SHOWN })}</Text>
          )}
          {onDownloadRejected ? (
            <Group mt="xs">
              <Button size="xs" variant="light" onClick={onDownloadRejected}>
                {t('upload.downloadRejected')}
              </Button>
            </Group>
          ) : (
            <Text size="xs" c="dimmed" mt="xs">
              {rowsGone}
            </Text>
          )}
        </>
      )}
      {notes.length > 0 && (
        <Text size="xs" mt="xs">
          {notes
            .slice(0, 20)
            .map((n) => t('upload.report.note', { row: n.row, reason: reasonOf(n, t, locale) }))
            .join(' · ')}
        </Text>
      )}
    </Alert>
  );
}

/** Rows set aside in the browser count as rejected in the report, with their reasons. */
export function withSetAside(report: UploadReport, setAside: RejectedRow[]): UploadReport {
  return { ...report, rejected: [...setAside, ...report.rejected].sort((a, b) => a.row - b.row) };
}
