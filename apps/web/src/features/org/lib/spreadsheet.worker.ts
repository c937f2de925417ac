/// <reference lib="webworker" />
import { parseBeneficiaries, parseVillages, SheetError } from './parse-sheet.ts';

export type WorkerRequest = { kind: 'villages' | 'beneficiaries'; buffer: ArrayBuffer };

/** Parsing runs here so the page never freezes, even for 50,000 rows. */
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const started = performance.now();
  try {
    const bytes = new Uint8Array(event.data.buffer);
    const parsed =
      event.data.kind === 'villages'
        ? parseVillages(bytes)
        : parseBeneficiaries(bytes, (done, total) => self.postMessage({ type: 'progress', done, total }));
    self.postMessage({ type: 'done', parsed: { ...parsed, originals: [...parsed.originals] }, ms: performance.now() - started });
  } catch (error) {
    self.postMessage({
      type: 'error',
      kind: error instanceof SheetError ? error.kind : 'type',
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
