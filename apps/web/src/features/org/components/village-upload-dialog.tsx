import { Paper, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { SUCCESS_DIALOG_MS } from '@portal/contract/constants';
import type { UploadReport, VillageUploadRow } from '@portal/contract/org-upload';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useRef, useState } from 'react';
import { AppModal } from '../../../components/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { UPLOADS_HISTORY_KEY, uploadVillages } from '../api/uploads.ts';
import { uploadSource } from '../lib/file-hash.ts';
import type { ParsedUpload } from '../lib/parse-sheet.ts';
import { SheetError } from '../lib/sheet-error.ts';
import type { VillageLayout, WorkbookLayout } from '../lib/sheet-layout.ts';
import { useSheetSession } from '../lib/use-sheet-session.ts';
import { downloadVillageTemplate } from '../lib/workbook-files.ts';
import { SameFileNote } from './same-file-note.tsx';
import { SheetChoice } from './sheet-choice.tsx';
import { showMessage, UploadDialogFooter } from './upload-dialog-footer.tsx';
import { storedAny, UploadReportView, withSetAside } from './upload-report.tsx';

/** Spec §2/§5 Upload Villages: drag and drop or click, heading check, upload, report of every row not stored. */
export function VillageUploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useText();
  const input = useRef<HTMLInputElement>(null);
  const sheet = useSheetSession<VillageLayout, VillageUploadRow>('villages');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [layout, setLayout] = useState<WorkbookLayout<VillageLayout> | null>(null);
  const [skipHidden, setSkipHidden] = useState(false);
  const [parsed, setParsed] = useState<ParsedUpload<VillageUploadRow> | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [result, setResult] = useState<{ report: UploadReport; dryRun: boolean } | null>(null);

  const reset = () => {
    sheet.close();
    setFile(null);
    setLayout(null);
    setSkipHidden(false);
    setParsed(null);
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
      const found = await sheet.open(chosen);
      setLayout(found);
      setParsed(await sheet.read(found.chosen.sheet, undefined, false));
    } catch (error) {
      reset();
      if (error instanceof SheetError && error.kind === 'columns') {
        close();
        return showMessage(t('upload.wrongColumnsTitle'), t('upload.wrongColumns'));
      }
      showMessage(
        t('upload.wrongTypeTitle'),
        error instanceof SheetError ? t(error.messageId, error.values) : t('upload.wrongType'),
      );
    }
  };

  /** The rows again, after the office picked another sheet or chose to skip hidden rows. */
  const reread = async (sheetIndex: number, skip: boolean) => {
    setParsed(null);
    setResult(null);
    try {
      const found = await sheet.layout(sheetIndex);
      setLayout(found);
      setParsed(await sheet.read(found.chosen.sheet, undefined, skip));
    } catch (error) {
      showMessage(
        t('upload.wrongTypeTitle'),
        error instanceof SheetError ? t(error.messageId, error.values) : t('upload.unexpected'),
      );
    }
  };

  const send = async (dryRun: boolean) => {
    if (!parsed || parsed.records.length === 0) return showMessage(t('upload.nothingTitle'), t('upload.nothing'));
    setBusy(true);
    try {
      const source = dryRun ? undefined : await uploadSource(file, layout?.chosen.name);
      const response = await uploadVillages(parsed.records, dryRun, {
        source,
        setAside: parsed.setAside,
        typed: parsed.typed,
        typedRows: parsed.typedRows,
      });
      // a stored upload is in the history of /org
      if (!dryRun) void queryClient.invalidateQueries({ queryKey: UPLOADS_HISTORY_KEY });
      const report = withSetAside(response.report, parsed.setAside);
      setResult({ report, dryRun });
      if (dryRun) return;
      // every row rejected: the report alone says why, without spec §8's texts of a finished upload
      if (!storedAny(report) && report.rejected.length > 0) return;
      if (!response.Status) return showMessage(t('upload.failedTitle'), response.Message ?? t('upload.unexpected'));
      setUploaded(true);
      const id = modals.open({ title: t('upload.doneTitle'), children: <Text>{t('upload.done')}</Text>, withCloseButton: false });
      setTimeout(() => modals.close(id), SUCCESS_DIALOG_MS);
      if (report.rejected.length === 0) close();
    } catch (error) {
      showMessage(
        t('upload.failedTitle'),
        error instanceof ApiError || error instanceof Error ? error.message || t('upload.unexpected') : t('upload.unexpected'),
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
    <AppModal opened={opened} onClose={close} title={t('upload.villagesTitle')} size="lg" centered>
      <Stack>
        <Paper
          withBorder
          p="xl"
          radius="md"
          role="button"
          tabIndex={0}
          aria-label={t('upload.dropText')}
          style={{ borderStyle: 'dashed', cursor: 'pointer', textAlign: 'center' }}
          onClick={() => input.current?.click()}
          onKeyDown={(e) => e.key === 'Enter' && input.current?.click()}
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
        >
          <IconFileSpreadsheet size={36} stroke={1.4} />
          <Text>{t('upload.dropText')}</Text>
          <input
            ref={input}
            type="file"
            hidden
            data-testid="village-file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
        </Paper>
        {sheet.progress !== null && <Progress value={sheet.progress * 100} animated aria-label={t('upload.dialog.reading')} />}
        <SameFileNote file={file} />
        {file && parsed && (
          <Text size="sm">
            {t('upload.selected')} {file.name}{' '}
            {t('upload.dialog.rowsToUpload', { count: parsed.records.length, setAside: parsed.setAside.length })}
          </Text>
        )}
        {layout && (
          <SheetChoice
            chosen={layout.chosen}
            candidates={layout.candidates}
            onSheet={(index) => {
              setSkipHidden(false);
              void reread(index, false);
            }}
            skipHidden={skipHidden}
            onSkipHidden={(skip) => {
              setSkipHidden(skip);
              void reread(layout.chosen.sheet, skip);
            }}
          />
        )}
        {result && (
          <UploadReportView
            report={result.report}
            dryRun={result.dryRun}
            hidden={{ count: parsed?.hiddenRows ?? 0, skipped: parsed?.skippedHidden ?? false }}
            onDownloadRejected={() => void sheet.downloadRejected(result.report.rejected, 'villages-rejected.xlsx')}
          />
        )}
        <UploadDialogFooter
          onTemplate={() => void downloadVillageTemplate()}
          onCancel={close}
          onCheck={() => void send(true)}
          onSubmit={() => void send(false)}
          checkDisabled={busy || uploaded || !parsed}
          submitDisabled={busy || uploaded}
          submitLabel={t(busy ? 'upload.uploading' : 'upload.upload')}
        />
      </Stack>
    </AppModal>
  );
}
