import { UPLOAD_MAX_BYTES } from '@portal/contract/constants';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import { formatMessage } from '@portal/contract/i18n/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFile, SheetSession, TIME_LIMIT_MS } from './parse-in-worker.ts';
import { SheetError } from './sheet-error.ts';

/** A worker that never answers, as one stuck in a file that takes too long. */
class SilentWorker {
  static made: SilentWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    SilentWorker.made.push(this);
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
}

const xlsx = (bytes = 4) =>
  new File([new Uint8Array(bytes)], 'sheet.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  SilentWorker.made = [];
});

describe('reading a file in the worker', () => {
  it('ends the worker at the time limit and says the file took too long', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', SilentWorker);
    const outcome = SheetSession.open(xlsx(), 'beneficiaries', () => {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS - 1);
    expect(SilentWorker.made[0]?.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(SheetError);
    expect((error as SheetError).message).toBe(EN_IN['upload.tooSlow']);
    expect(SilentWorker.made[0].terminated).toBe(true);
  });

  it('states the time limit in its message', () => {
    expect(EN_IN['upload.tooSlow']).toContain(`${TIME_LIMIT_MS / 1000} seconds`);
  });

  it('refuses a file over the limit of its format before starting a worker', async () => {
    vi.stubGlobal('Worker', SilentWorker);
    await expect(SheetSession.open(xlsx(UPLOAD_MAX_BYTES.xlsx + 1), 'villages', () => {})).rejects.toThrow(
      formatMessage('upload.tooLarge', { format: 'xlsx', mb: 16 }),
    );
    const xls = new File([new Uint8Array(UPLOAD_MAX_BYTES.xls + 1)], 'sheet.xls', { type: 'application/vnd.ms-excel' });
    await expect(SheetSession.open(xls, 'villages', () => {})).rejects.toThrow(
      formatMessage('upload.tooLarge', { format: 'xls', mb: 20 }),
    );
    expect(SilentWorker.made).toEqual([]);
  });

  it('takes a 50,000-row .xls of 15.5 MB, which the old 10 MB limit refused', () => {
    const xls = new File([new Uint8Array(15.5 * 1024 * 1024)], 'sheet.xls', { type: 'application/vnd.ms-excel' });
    expect(() => checkFile(xls)).not.toThrow();
  });
});
