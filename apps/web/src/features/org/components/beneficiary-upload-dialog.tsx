import { FileInput, Progress, Stack, Text } from '@mantine/core';
import type { BeneficiaryUploadRecord, UploadReport } from '@portal/contract/org-upload';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { UPLOADS_HISTORY_KEY, uploadBeneficiaries } from '../api/uploads.ts';
import { uploadSource } from '../lib/file-hash.ts';
import type { ParsedUpload } from '../lib/parse-sheet.ts';
import { SheetError } from '../lib/sheet-error.ts';
import {
  type BeneficiaryLayout,
  type ColumnReading,
  columnFields,
  missingFields,
  type WorkbookLayout,
} from '../lib/sheet-layout.ts';
import { useSheetSession } from '../lib/use-sheet-session.ts';
import { downloadBeneficiaryTemplate } from '../lib/workbook-files.ts';
import { ColumnMapping, needsConfirmation } from './column-mapping.tsx';
import { SameFileNote } from './same-file-note.tsx';
import { SheetChoice } from './sheet-choice.tsx';
import { showMessage, UploadDialogFooter } from './upload-dialog-footer.tsx';
import { storedAny, UploadReportView, withSetAside } from './upload-report.tsx';

/**
 * Spec §2/§5 Upload Excel (beneficiaries): the file is read, its columns shown as read (the office
 * corrects or confirms them), then checked or saved; a report of every row not stored.
 */
export function BeneficiaryUploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useText();
  const alertDialog = (text: string) => showMessage(t('upload.beneficiaryTitle'), text);
  /** A file's refusal in the language shown; any other failure as the spec's unexpected error. */
  const failure = (err: unknown) =>
    err instanceof SheetError ? t(err.messageId, err.values) : err instanceof Error ? err.message : t('upload.unexpected');
  const sheet = useSheetSession<BeneficiaryLayout, BeneficiaryUploadRecord>('beneficiaries');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [layout, setLayout] = useState<WorkbookLayout<BeneficiaryLayout> | null>(null);
  const [columns, setColumns] = useState<ColumnReading[]>([]);
  const [confirmed, setConfirmed] = useState(false);
  const [skipHidden, setSkipHidden] = useState(false);
  const [parsed, setParsed] = useState<ParsedUpload<BeneficiaryUploadRecord> | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ report: UploadReport; dryRun: boolean } | null>(null);

  const reset = () => {
    sheet.close();
    setLayout(null);
    setColumns([]);
    setConfirmed(false);
    setSkipHidden(false);
    setParsed(null);
    setError('');
    setResult(null);
  };
  const close = () => {
    reset();
    setFile(null);
    onClose();
  };

  /** Reads the rows again after any choice of the office; a failure is shown inline. */
  const reread = async (sheetIndex: number, readings: ColumnReading[], skip: boolean) => {
    setParsed(null);
    setResult(null);
    setError('');
    try {
      setParsed(await sheet.read(sheetIndex, columnFields(readings), skip));
    } catch (err) {
      setError(failure(err));
    }
  };

  const choose = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    try {
      const found = await sheet.open(chosen);
      setLayout(found);
      setColumns(found.chosen.columns);
      await reread(found.chosen.sheet, found.chosen.columns, false);
    } catch (err) {
      setError(failure(err));
    }
  };

  const chooseSheet = async (index: number) => {
    try {
      const found = await sheet.layout(index);
      setLayout(found);
      setColumns(found.chosen.columns);
      setConfirmed(false);
      setSkipHidden(false);
      await reread(found.chosen.sheet, found.chosen.columns, false);
    } catch (err) {
      setError(failure(err));
    }
  };

  const ready = parsed !== null && missingFields(columns).length === 0 && (!needsConfirmation(columns) || confirmed);

  const send = async (dryRun: boolean) => {
    if (!parsed || parsed.records.length + parsed.setAside.length === 0) return alertDialog(t('upload.noRows'));
    setBusy(true);
    setError('');
    try {
      // rows all set aside in the browser need no request: the report says why
      const source = dryRun ? undefined : await uploadSource(file, layout?.chosen.name);
      const response = parsed.records.length
        ? await uploadBeneficiaries(parsed.records, dryRun, {
            source,
            setAside: parsed.setAside,
            typed: parsed.typed,
            typedRows: parsed.typedRows,
          })
        : { Status: false, Message: '', report: { created: 0, skipped: 0, rejected: [] } };
      // a stored upload is in the history of /org
      if (!dryRun && parsed.records.length) void queryClient.invalidateQueries({ queryKey: UPLOADS_HISTORY_KEY });
      const report = withSetAside(response.report, parsed.setAside);
      setResult({ report, dryRun });
      if (dryRun) return;
      // every row rejected: the report alone says why, without spec §8's texts of a finished upload
      if (!storedAny(report) && report.rejected.length > 0) return;
      if (!response.Status) return alertDialog(response.Message || t('upload.registerFailed'));
      // the spec's success text stands alone only when nothing was rejected; else the report says
      // how many of each, and takes the focus
      if (report.rejected.length > 0) return;
      alertDialog(t('upload.registered'));
      close();
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('upload.unexpected'));
      alertDialog(t('upload.registerThrew'));
    } finally {
      setBusy(false);
    }
  };

  const chosen = layout?.chosen;
  // above the sheet and its columns: the outcome is what is read first
  const report = result && parsed && (
    <UploadReportView
      report={result.report}
      dryRun={result.dryRun}
      hidden={{ count: parsed.hiddenRows, skipped: parsed.skippedHidden }}
      onDownloadRejected={() => void sheet.downloadRejected(result.report.rejected, 'beneficiaries-rejected.xlsx')}
      partial={!result.dryRun && storedAny(result.report) && result.report.rejected.length > 0}
    />
  );
  return (
    <AppModal opened={opened} onClose={close} title={t('upload.beneficiaryTitle')} size="xl" centered withCloseButton>
      <Stack>
        <FileInput
          label={t('upload.dialog.file')}
          placeholder={t('upload.dialog.filePlaceholder')}
          accept=".xlsx,.xls"
          value={file}
          onChange={(f) => void choose(f)}
          clearable
          data-testid="beneficiary-file"
        />
        <SameFileNote file={file} />
        {sheet.progress !== null && <Progress value={sheet.progress * 100} animated aria-label={t('upload.dialog.reading')} />}
        {report}
        {chosen && layout && (
          <>
            <SheetChoice
              chosen={chosen}
              candidates={layout.candidates}
              onSheet={(index) => void chooseSheet(index)}
              skipHidden={skipHidden}
              onSkipHidden={(skip) => {
                setSkipHidden(skip);
                void reread(chosen.sheet, columns, skip);
              }}
            />
            <ColumnMapping
              columns={columns}
              firstColumn={chosen.firstColumn}
              onChange={(next) => {
                setColumns(next);
                void reread(chosen.sheet, next, skipHidden);
              }}
              confirmed={confirmed}
              onConfirm={setConfirmed}
            />
          </>
        )}
        {parsed && (
          <Text size="sm" data-testid="rows-read">
            {t('upload.dialog.rowsRead', { count: parsed.records.length, setAside: parsed.setAside.length })}
          </Text>
        )}
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
        <UploadDialogFooter
          onTemplate={() => void downloadBeneficiaryTemplate()}
          onCancel={close}
          onCheck={() => void send(true)}
          onSubmit={() => void send(false)}
          checkDisabled={busy || !ready}
          submitDisabled={busy || sheet.progress !== null || (parsed !== null && !ready)}
          submitLabel={t(busy ? 'upload.saving' : 'upload.save')}
        />
      </Stack>
    </AppModal>
  );
}
