import { UPLOAD_MAX_BYTES } from '@portal/contract/constants';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import type { ColumnFields, ParsedUpload } from './parse-sheet.ts';
import { SheetError } from './sheet-error.ts';
import type { ShownRejected, UploadKind, WorkerRequest } from './spreadsheet.worker.ts';

/**
 * The largest sheet the caps allow (50,000 rows of the template's 36 columns) takes 6 to 9 s to read in
 * Chromium on a busy two-core machine; the limit leaves room for slow laptops, and a file that still
 * takes longer is ended with its own message instead of holding memory and the processor for minutes.
 */
export const TIME_LIMIT_MS = 60_000;
const EXCEL_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'];

/** Spec §5: xlsx or xls by type (or, where the browser gives none, by name), and within the size limit. */
export function checkFile(file: File): void {
  const byName = /\.(xlsx|xls)$/i.test(file.name);
  if (!(EXCEL_TYPES.includes(file.type) || (!file.type && byName) || (byName && file.type === 'application/octet-stream'))) {
    throw new SheetError('type', 'upload.wrongType');
  }
  // by name, else by type: a file with no name an Excel program would give is taken as the larger .xls
  const format = /\.xlsx$/i.test(file.name) || (!byName && file.type === EXCEL_TYPES[0]) ? 'xlsx' : 'xls';
  if (file.size > UPLOAD_MAX_BYTES[format])
    throw new SheetError('limit', 'upload.tooLarge', { format, mb: UPLOAD_MAX_BYTES[format] / 1024 / 1024 });
}

type Answer = { type: 'layout'; layout: unknown } | { type: 'read'; parsed: unknown } | { type: 'file'; bytes: Uint8Array };

/**
 * A workbook held by its own Web Worker: opened once, then laid out, read and asked for its rejected
 * rows as often as the office changes its choices. Each request has the time limit; past it the worker
 * is stopped and the session can no longer be used.
 */
export class SheetSession {
  private worker: Worker;
  /** Set once the worker was stopped at the time limit: the workbook is gone with it. */
  private stopped: SheetError | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private constructor(private onProgress: (fraction: number) => void) {
    this.worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
  }

  /** Checks the file, reads it in a worker and answers where its data is (sheet, heading row, columns). */
  static async open<L>(
    file: File,
    kind: UploadKind,
    onProgress: (fraction: number) => void,
  ): Promise<{ session: SheetSession; layout: L }> {
    checkFile(file);
    const buffer = await file.arrayBuffer();
    onProgress(0.1);
    const session = new SheetSession(onProgress);
    try {
      const answer = await session.ask({ type: 'open', kind, buffer }, [buffer]);
      return { session, layout: (answer as { layout: L }).layout };
    } catch (error) {
      session.close();
      throw error;
    }
  }

  /** The layout proposed when the office picks another sheet. */
  async layout<L>(sheet: number): Promise<L> {
    return ((await this.ask({ type: 'layout', sheet })) as { layout: L }).layout;
  }

  /** The records of the sheet, its columns read as the office confirmed. */
  async read<T>(sheet: number, fields: ColumnFields | undefined, skipHidden: boolean): Promise<ParsedUpload<T>> {
    return ((await this.ask({ type: 'read', sheet, fields, skipHidden })) as { parsed: ParsedUpload<T> }).parsed;
  }

  /** The rejected rows as an .xlsx, with the sheet's own cells; reasons and their heading as the user reads them. */
  async rejectedFile(rejected: ShownRejected[], reasonHeading: string): Promise<Uint8Array> {
    return ((await this.ask({ type: 'rejected', rejected, reasonHeading })) as { bytes: Uint8Array }).bytes;
  }

  close() {
    this.worker.terminate();
    this.stopped ??= new SheetError('type', 'upload.unexpected');
  }

  /** One request at a time, in order, each with the time limit. */
  private ask(request: WorkerRequest, transfer: Transferable[] = []): Promise<Answer> {
    const next = this.queue.then(() => this.send(request, transfer));
    this.queue = next.catch(() => {});
    return next;
  }

  private send(request: WorkerRequest, transfer: Transferable[]): Promise<Answer> {
    const worker = this.worker;
    return new Promise<Answer>((resolve, reject) => {
      if (this.stopped) return reject(this.stopped);
      const timer = setTimeout(() => {
        worker.terminate();
        this.stopped = new SheetError('limit', 'upload.tooSlow');
        reject(this.stopped);
      }, TIME_LIMIT_MS);
      worker.onmessage = (event) => {
        const message = event.data;
        if (message.type === 'progress') return this.onProgress(0.2 + 0.8 * (message.done / Math.max(1, message.total)));
        clearTimeout(timer);
        if (message.type === 'error') return reject(new SheetError(message.kind, message.messageId as MessageId, message.values));
        this.onProgress(1);
        resolve(message);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        reject(new SheetError('type', 'upload.unexpected'));
      };
      worker.postMessage(request, transfer);
    });
  }
}
