import { Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { SUCCESS_DIALOG_MS } from '@portal/contract/constants';
import { UPLOAD_TEXT as T, type UploadReport, VILLAGE_HEADINGS, type VillageUploadRow } from '@portal/contract/org-upload';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadVillages } from '../api/uploads.ts';
import { parseInWorker } from '../lib/parse-in-worker.ts';
import { type ParsedUpload, SheetError } from '../lib/parse-sheet.ts';
import { downloadRejected, downloadTemplate } from '../lib/workbook-files.ts';
import { showMessage, UploadDialogFooter } from './upload-dialog-footer.tsx';
import { UploadReportView, withSetAside } from './upload-report.tsx';

/** Spec §2/§5 Upload Villages: drag and drop or click, heading check, upload, report of every row not stored. */
export function VillageUploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<ParsedUpload<VillageUploadRow> | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [result, setResult] = useState<{ report: UploadReport; dryRun: boolean } | null>(null);

  const reset = () => {
    setFile(null);
    setParsed(null);
    setProgress(null);
    setUploaded(false);
    setResult(null);
    if (input.current) input.current.value = '';
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    reset();
    try {
      setFile(chosen);
      setParsed(await parseInWorker<VillageUploadRow>(chosen, 'villages', setProgress));
    } catch (error) {
      reset();
      if (error instanceof SheetError && error.kind === 'columns') {
        close();
        return showMessage(T.wrongColumnsTitle, T.wrongColumns);
      }
      showMessage(T.wrongTypeTitle, error instanceof Error ? error.message : T.wrongType);
    } finally {
      setProgress(null);
    }
  };

  const send = async (dryRun: boolean) => {
    if (!parsed || parsed.records.length === 0) return showMessage(T.nothingTitle, T.nothing);
    setBusy(true);
    try {
      const response = await uploadVillages(parsed.records, dryRun);
      const report = withSetAside(response.report, parsed.setAside);
      setResult({ report, dryRun });
      if (dryRun) return;
      if (!response.Status) return showMessage(T.failedTitle, response.Message ?? T.unexpected);
      setUploaded(true);
      const id = modals.open({ title: T.doneTitle, children: <Text>{T.done}</Text>, withCloseButton: false });
      setTimeout(() => modals.close(id), SUCCESS_DIALOG_MS);
      if (report.rejected.length === 0) close();
    } catch (error) {
      showMessage(
        T.failedTitle,
        error instanceof ApiError || error instanceof Error ? error.message || T.unexpected : T.unexpected,
      );
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  };

  return (
    <Modal opened={opened} onClose={close} title={T.villagesTitle} size="lg" centered>
      <Stack>
        <Paper
          withBorder
          p="xl"
          radius="md"
          role="button"
          tabIndex={0}
          aria-label={T.dropText}
          style={{ borderStyle: 'dashed', cursor: 'pointer', textAlign: 'center' }}
          onClick={() => input.current?.click()}
          onKeyDown={(e) => e.key === 'Enter' && input.current?.click()}
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
        >
          <IconFileSpreadsheet size={36} stroke={1.4} />
          <Text>{T.dropText}</Text>
          <input
            ref={input}
            type="file"
            hidden
            data-testid="village-file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
        </Paper>
        {progress !== null && <Progress value={progress * 100} animated aria-label="Reading the file" />}
        {file && parsed && (
          <Text size="sm">
            {T.selected} {file.name} ({parsed.records.length} rows to upload
            {parsed.setAside.length ? `, ${parsed.setAside.length} set aside` : ''})
          </Text>
        )}
        {result && (
          <UploadReportView
            report={result.report}
            dryRun={result.dryRun}
            onDownloadRejected={() =>
              parsed && downloadRejected(parsed.headings, parsed.originals, result.report.rejected, 'villages-rejected.xlsx')
            }
          />
        )}
        <UploadDialogFooter
          onTemplate={() => downloadTemplate(VILLAGE_HEADINGS, 'villages-template.xlsx')}
          onCancel={close}
          onCheck={() => void send(true)}
          onSubmit={() => void send(false)}
          checkDisabled={busy || uploaded || !parsed}
          submitDisabled={busy || uploaded}
          submitLabel={busy ? T.uploading : T.upload}
        />
      </Stack>
    </Modal>
  );
}
