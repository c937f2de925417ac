/// <reference lib="webworker" />
import {
  type ColumnFields,
  type OpenedSheet,
  openWorkbook,
  type ParsedUpload,
  readBeneficiaries,
  readVillages,
} from './parse-sheet.ts';
import { parsedRejectedWorkbook } from './rejected-workbook.ts';
import { SheetError } from './sheet-error.ts';
import { beneficiaryLayout, columnFields, villageLayout } from './sheet-layout.ts';

export type UploadKind = 'villages' | 'beneficiaries';

export type WorkerRequest =
  | { type: 'open'; kind: UploadKind; buffer: ArrayBuffer }
  | { type: 'layout'; sheet: number }
  | { type: 'read'; sheet: number; fields?: ColumnFields; skipHidden: boolean }
  | { type: 'rejected'; rejected: ShownRejected[]; reasonHeading: string };

/** A rejected row with its reason already in the user's language: the worker needs no catalogue. */
export interface ShownRejected {
  row: number;
  reason: string;
}

/**
 * The workbook stays here, read once, while the office looks at the column mapping, checks and
 * uploads: each request works on it, and the rejected rows are downloaded from its cells as typed (the
 * ones sent with the upload, decision 015). Reading runs here so the page never freezes, even for 50,000 rows.
 */
let kind: UploadKind = 'beneficiaries';
let sheets: OpenedSheet[] = [];
/** The rows last read. */
let last: ParsedUpload<{ rowNumber?: number }> | undefined;

const layoutOf = (sheet?: number) => (kind === 'villages' ? villageLayout(sheets, sheet) : beneficiaryLayout(sheets, sheet));

function read(request: Extract<WorkerRequest, { type: 'read' }>) {
  const progress = (done: number, total: number) => self.postMessage({ type: 'progress', done, total });
  if (kind === 'villages') {
    const layout = villageLayout(sheets, request.sheet).chosen;
    last = readVillages(sheets, layout, { skipHidden: request.skipHidden });
    return last;
  }
  const layout = beneficiaryLayout(sheets, request.sheet).chosen;
  const fields = request.fields ?? columnFields(layout.columns);
  last = readBeneficiaries(sheets, { ...layout, fields }, { skipHidden: request.skipHidden }, progress);
  return last;
}

/** The rejected rows with the sheet's cells as typed (cleared ones left out), its heading row and a Reason column. */
function rejectedFile(rejected: ShownRejected[], reasonHeading: string): Uint8Array {
  if (!last) throw new SheetError('type', 'upload.noSheetRead');
  return parsedRejectedWorkbook(last, rejected, reasonHeading);
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const started = performance.now();
  const request = event.data;
  try {
    if (request.type === 'open') {
      kind = request.kind;
      sheets = openWorkbook(new Uint8Array(request.buffer));
      last = undefined;
      self.postMessage({ type: 'layout', layout: layoutOf(), ms: performance.now() - started });
    } else if (request.type === 'layout') {
      self.postMessage({ type: 'layout', layout: layoutOf(request.sheet), ms: performance.now() - started });
    } else if (request.type === 'read') {
      const { cleared: _, ...parsed } = read(request);
      self.postMessage({ type: 'read', parsed, ms: performance.now() - started });
    } else {
      const bytes = rejectedFile(request.rejected, request.reasonHeading);
      self.postMessage({ type: 'file', bytes, ms: performance.now() - started }, [bytes.buffer]);
    }
  } catch (error) {
    self.postMessage({
      type: 'error',
      kind: error instanceof SheetError ? error.kind : 'type',
      messageId: error instanceof SheetError ? error.messageId : 'upload.unexpected',
      values: error instanceof SheetError ? error.values : undefined,
    });
  }
};
