import { Alert, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { RejectedRow, UploadReport } from '@portal/contract/org-upload';
import { UPLOAD_TEXT } from '@portal/contract/org-upload';

const SHOWN = 200;

interface UploadReportViewProps {
  report: UploadReport;
  dryRun: boolean;
  /** Hidden rows below the headings, and whether the office chose to skip them. */
  hidden: { count: number; skipped: boolean };
  onDownloadRejected: () => void;
}

/** Whether an upload stored a row or found one already there: only then do the spec's success texts show. */
export const storedAny = (report: UploadReport) => report.created + report.skipped > 0;

/** What an upload (or a check) did: created, already there, and each rejected row with its reason. */
export function UploadReportView({ report, dryRun, hidden, onDownloadRejected }: UploadReportViewProps) {
  const notes: RejectedRow[] = report.notes ?? [];
  return (
    <Alert
      color={report.rejected.length ? 'yellow' : 'green'}
      title={dryRun ? 'Check of the file' : 'Upload report'}
      data-testid="upload-report"
    >
      <Text size="sm">
        {dryRun ? 'Would be created' : 'Created'}: <b>{report.created}</b> · Already there (skipped): <b>{report.skipped}</b> ·
        Rejected: <b>{report.rejected.length}</b>
      </Text>
      {hidden.count > 0 && <Text size="sm">{UPLOAD_TEXT.reportHidden(hidden.count, hidden.skipped)}</Text>}
      {report.rejected.length > 0 && (
        <>
          <ScrollArea.Autosize mah={220} mt="xs">
            <Table striped withTableBorder aria-label="Rejected rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rejected.slice(0, SHOWN).map((r) => (
                  <Table.Tr key={r.row}>
                    <Table.Td>{r.row}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {report.rejected.length > SHOWN && <Text size="xs">…and {report.rejected.length - SHOWN} more in the download.</Text>}
          <Group mt="xs">
            <Button size="xs" variant="light" onClick={onDownloadRejected}>
              {UPLOAD_TEXT.downloadRejected}
            </Button>
          </Group>
        </>
      )}
      {notes.length > 0 && (
        <Text size="xs" mt="xs">
          {notes
            .slice(0, 20)
            .map((n) => `Row ${n.row}: ${n.reason}`)
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
