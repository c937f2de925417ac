import { UPLOAD_MAX_BYTES } from '@portal/contract/constants';
import { UPLOAD_TEXT } from '@portal/contract/org-upload';
import type { ParsedUpload } from './parse-sheet.ts';
import { SheetError } from './sheet-error.ts';

/**
 * The largest sheet the caps allow (50,000 rows of the template's 36 columns) takes 6 to 9 s to read in
 * Chromium on a busy two-core machine; the limit leaves room for slow laptops, and a file that still
 * takes longer is ended with its own message instead of holding memory and the processor for minutes.
 */
export const TIME_LIMIT_MS = 60_000;
const EXCEL_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'];

/** Spec §5: xlsx or xls by type (or, where the browser gives none, by name), and at most 10 MB. */
export function checkFile(file: File): void {
  const byName = /\.(xlsx|xls)$/i.test(file.name);
  if (!(EXCEL_TYPES.includes(file.type) || (!file.type && byName) || (byName && file.type === 'application/octet-stream'))) {
    throw new SheetError('type', UPLOAD_TEXT.wrongType);
  }
  if (file.size > UPLOAD_MAX_BYTES) throw new SheetError('limit', UPLOAD_TEXT.tooLarge);
}

/** Reads the file in a Web Worker with progress; the worker is stopped if it runs past the time limit. */
export async function parseInWorker<T>(
  file: File,
  kind: 'villages' | 'beneficiaries',
  onProgress: (fraction: number) => void,
): Promise<ParsedUpload<T> & { ms: number }> {
  checkFile(file);
  const buffer = await file.arrayBuffer();
  onProgress(0.1);
  const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        worker.terminate();
        reject(new SheetError('limit', UPLOAD_TEXT.tooSlow));
      }, TIME_LIMIT_MS);
      worker.onmessage = (event) => {
        const message = event.data;
        if (message.type === 'progress') return onProgress(0.2 + 0.8 * (message.done / Math.max(1, message.total)));
        clearTimeout(timer);
        if (message.type === 'error') return reject(new SheetError(message.kind, message.message));
        onProgress(1);
        resolve({ ...message.parsed, originals: new Map(message.parsed.originals), ms: message.ms });
      };
      worker.onerror = (event) => {
        clearTimeout(timer);
        reject(new SheetError('type', event.message || UPLOAD_TEXT.unexpected));
      };
      worker.postMessage({ kind, buffer }, [buffer]);
    });
  } finally {
    worker.terminate();
  }
}
