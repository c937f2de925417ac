import type { RejectedRow } from '@portal/contract/org-upload';
import { useCallback, useEffect, useRef, useState } from 'react';
import { text } from '../../../lib/i18n/text.ts';
import { SheetSession } from './parse-in-worker.ts';
import type { ColumnFields, ParsedUpload } from './parse-sheet.ts';
import { reasonOf } from './reasons.ts';
import { saveFile } from './save-file.ts';
import type { WorkbookLayout } from './sheet-layout.ts';
import type { UploadKind } from './spreadsheet.worker.ts';

/**
 * The workbook of an upload dialog, held by its worker from the file's choice until the dialog closes,
 * with the reading progress to show.
 */
export function useSheetSession<L, T>(kind: UploadKind) {
  const session = useRef<SheetSession | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const close = useCallback(() => {
    session.current?.close();
    session.current = null;
  }, []);
  useEffect(() => close, [close]);

  const current = () => {
    if (!session.current) throw new Error('No file is open.');
    return session.current;
  };
  const withProgress = async <R>(start: number, work: () => Promise<R>): Promise<R> => {
    setProgress(start);
    try {
      return await work();
    } finally {
      setProgress(null);
    }
  };

  return {
    progress,
    close,
    open: (file: File) =>
      withProgress(0, async () => {
        close();
        const opened = await SheetSession.open<WorkbookLayout<L>>(file, kind, setProgress);
        session.current = opened.session;
        return opened.layout;
      }),
    layout: (sheet: number) => current().layout<WorkbookLayout<L>>(sheet),
    read: (sheet: number, fields: ColumnFields | undefined, skipHidden: boolean) =>
      withProgress(0.2, () => current().read<T>(sheet, fields, skipHidden)) as Promise<ParsedUpload<T>>,
    /** The rejected rows as a file, their reasons in the language shown. */
    downloadRejected: async (rejected: RejectedRow[], fileName: string) =>
      saveFile(
        await current().rejectedFile(
          rejected.map((r) => ({ row: r.row, reason: reasonOf(r, text) })),
          text('upload.report.reason'),
        ),
        fileName,
      ),
  };
}
