import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { type CDPSession, chromium, type Request } from '@playwright/test';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { DESKTOP_CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';
import { startListTrickle } from './list-trickle.ts';
import { BENCH_ADMIN } from './seed.ts';

export interface BrowserUpload {
  /** From choosing the file to the dialog's "N rows read." */
  readMs: number;
  /** From clicking Save to the dialog's success message (the server's answer shown). */
  saveMs: number;
  /** From choosing the file to the success message. */
  totalMs: number;
  /** The request body as sent (gzipped), and the JSON it inflates to. */
  wireBytes: number;
  jsonBytes: number;
  /** The records the dialog sent. */
  records: Record<string, unknown>[];
  /** Peak of the JavaScript heap in use, the page and its workers together, sampled every 200 ms. */
  heapPeakMb: number;
  /** Peak resident memory of the page's renderer process (page, worker, file bytes, buffers). */
  rendererPeakMb: number;
  /** Another user's list requests while the upload was saved (Save to success message), ms each. */
  listTimes: number[];
  /** The server's report. */
  report: { created: number; skipped: number; rejected: unknown[] };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** VmHWM of a process, in bytes (0 when it has ended). */
function peakResident(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The JavaScript heap in use of the page and of each of its dedicated workers, through the page's
 * DevTools session (workers answered through Target.sendMessageToTarget).
 */
async function heapSampler(cdp: CDPSession) {
  const workers = new Set<string>();
  const waiting = new Map<number, (usedSize: number) => void>();
  let next = 0;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') workers.add(event.sessionId);
  });
  cdp.on('Target.detachedFromTarget', (event) => workers.delete(event.sessionId ?? ''));
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result?.usedSize ?? 0);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const workerHeap = (sessionId: string) =>
    new Promise<number>((resolve) => {
      const id = ++next;
      // a worker busy in one long step answers when it is done; the sample does not wait for it
      const timer = setTimeout(() => resolve(0), 1_000);
      waiting.set(id, (used) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(used);
      });
      void cdp
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) })
        .catch(() => resolve(0));
    });
  let peak = 0;
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      const page = await cdp
        .send('Runtime.getHeapUsage')
        .then((r) => r.usedSize)
        .catch(() => 0);
      const inWorkers = await Promise.all([...workers].map(workerHeap));
      peak = Math.max(peak, page + inWorkers.reduce((sum, used) => sum + used, 0));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await sampling;
      return peak;
    },
  };
}

/**
 * The real Upload Beneficiary dialog of /org in Chromium, end to end: the file chosen, read in the
 * worker, Save, the server's answer shown. `listToken` is another signed-in user's, whose list
 * requests run while the upload is saved.
 */
export async function browserUpload(baseUrl: string, file: string, rows: number, listToken: string): Promise<BrowserUpload> {
  const browser = await chromium.launch(DESKTOP_CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const login = await page.request.post(`${baseUrl}/api/v1/auth/userNormalLogin`, { data: BENCH_ADMIN });
    const session = await login.json();
    await page.addInitScript((s) => localStorage.setItem('user', JSON.stringify(s)), {
      token: session.token,
      expirationTime: session.expirationTime,
    });
    await page.goto(`${baseUrl}/org`);
    await page.getByRole('button', { name: T.uploadBeneficiary }).click();
    const dialog = page.getByRole('dialog', { name: T.beneficiaryTitle });
    const heap = await heapSampler(await page.context().newCDPSession(page));
    const sent = page.waitForEvent('requestfinished', {
      predicate: (request: Request) => request.url().includes('/register-multiple-beneficiaries'),
      timeout: 900_000,
    });

    const started = performance.now();
    await page.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText(new RegExp(`^${rows} rows read`)).waitFor({ timeout: 600_000 });
    const read = performance.now();
    const trickle = startListTrickle(baseUrl, listToken);
    await dialog.getByRole('button', { name: T.save }).click();
    const saving = performance.now();
    await page.getByRole('dialog').getByText(T.registered).waitFor({ timeout: 900_000 });
    const done = performance.now();
    const listTimes = await trickle.stop();
    const heapPeak = await heap.stop();

    const processes = await (await browser.newBrowserCDPSession()).send('SystemInfo.getProcessInfo');
    const rendererPeak = Math.max(
      0,
      ...processes.processInfo.filter((p) => p.type === 'renderer').map((p) => peakResident(p.id)),
    );
    const request = await sent;
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const gzipped = request.headers()['content-encoding'] === 'gzip';
    const json = gzipped ? gunzipSync(body) : body;
    const answer = (await (await request.response())?.json()) as { report: BrowserUpload['report'] };
    return {
      report: answer.report,
      readMs: read - started,
      saveMs: done - saving,
      totalMs: done - started,
      wireBytes: (await request.sizes()).requestBodySize,
      jsonBytes: json.length,
      records: (JSON.parse(json.toString('utf8')) as { beneficiaries: Record<string, unknown>[] }).beneficiaries,
      heapPeakMb: mb(heapPeak),
      rendererPeakMb: mb(rendererPeak),
      listTimes,
    };
  } finally {
    await browser.close();
  }
}
