import { FileInput, Modal, Progress, Stack, Text } from '@mantine/core';
import type { BeneficiaryUploadRecord, UploadReport } from '@portal/contract/org-upload';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadBeneficiaries } from '../api/uploads.ts';
import { BENEFICIARY_TEMPLATE } from '../lib/headings.ts';
import { parseInWorker } from '../lib/parse-in-worker.ts';
import type { ParsedUpload } from '../lib/parse-sheet.ts';
import { downloadRejected, downloadTemplate } from '../lib/workbook-files.ts';
import { showMessage, UploadDialogFooter } from './upload-dialog-footer.tsx';
import { UploadReportView, withSetAside } from './upload-report.tsx';

const alertDialog = (text: string) => showMessage(T.beneficiaryTitle, text);

/** Spec §2/§5 Upload Excel (beneficiaries): parse, optionally check, save; a report of every row not stored. */
export function BeneficiaryUploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<ParsedUpload<BeneficiaryUploadRecord> | null>(null);
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ report: UploadReport; dryRun: boolean } | null>(null);

  const close = () => {
    setFile(null);
    setParsed(null);
    setError('');
    setResult(null);
    onClose();
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setParsed(null);
    setResult(null);
    setError('');
    if (!chosen) return;
    try {
      setParsed(await parseInWorker<BeneficiaryUploadRecord>(chosen, 'beneficiaries', setProgress));
    } catch (err) {
      setError(err instanceof Error ? err.message : T.unexpected);
    } finally {
      setProgress(null);
    }
  };

  const send = async (dryRun: boolean) => {
    if (!parsed || parsed.records.length + parsed.setAside.length === 0) return alertDialog(T.noRows);
    setBusy(true);
    setError('');
    try {
      const response = await uploadBeneficiaries(parsed.records, dryRun);
      const report = withSetAside(response.report, parsed.setAside);
      setResult({ report, dryRun });
      if (dryRun) return;
      if (!response.Status) return alertDialog(response.Message || T.registerFailed);
      alertDialog(T.registered);
      if (report.rejected.length === 0) close();
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : T.unexpected);
      alertDialog(T.registerThrew);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={T.beneficiaryTitle} size="lg" centered withCloseButton>
      <Stack>
        <FileInput
          label="Excel file"
          placeholder="Choose an .xlsx or .xls file"
          accept=".xlsx,.xls"
          value={file}
          onChange={(f) => void choose(f)}
          clearable
          data-testid="beneficiary-file"
        />
        {progress !== null && <Progress value={progress * 100} animated aria-label="Reading the file" />}
        {parsed && (
          <Text size="sm">
            {parsed.records.length} rows read{parsed.setAside.length ? `, ${parsed.setAside.length} set aside` : ''}.
          </Text>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        {result && (
          <UploadReportView
            report={result.report}
            dryRun={result.dryRun}
            onDownloadRejected={() =>
              parsed && downloadRejected(parsed.headings, parsed.originals, result.report.rejected, 'beneficiaries-rejected.xlsx')
            }
          />
        )}
        <UploadDialogFooter
          onTemplate={() =>
            downloadTemplate(
              BENEFICIARY_TEMPLATE.map(([h]) => h),
              'beneficiaries-template.xlsx',
            )
          }
          onCancel={close}
          onCheck={() => void send(true)}
          onSubmit={() => void send(false)}
          checkDisabled={busy || !parsed}
          submitDisabled={busy}
          submitLabel={busy ? T.saving : T.save}
        />
      </Stack>
    </Modal>
  );
}
