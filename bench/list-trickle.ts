import { Worker } from 'node:worker_threads';

/**
 * Another signed-in user opening the first page of the list, `perSecond` times a second at a steady
 * pace whatever the answers take (a request is not held back by a slow one before it). Runs in a
 * thread of its own, so the bench's own work (serialising a 45 MB sheet, driving the browser) never
 * delays a request or the reading of its answer.
 */
export interface ListTrickle {
  /** Ends the trickle; answers the time of every request, in milliseconds. */
  stop(): Promise<number[]>;
}

const CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, perSecond } = workerData;
const times = [];
const pending = new Set();
let failures = 0;
const once = () => {
  const started = performance.now();
  const request = fetch(url, { headers: { authorization: 'Bearer ' + token } })
    .then(async (response) => {
      await response.arrayBuffer();
      if (response.ok) times.push(performance.now() - started);
      else failures += 1;
    })
    .catch(() => { failures += 1; })
    .finally(() => pending.delete(request));
  pending.add(request);
};
const timer = setInterval(once, 1000 / perSecond);
parentPort.on('message', async () => {
  clearInterval(timer);
  await Promise.all(pending);
  parentPort.postMessage({ times, failures });
});
`;

export function startListTrickle(baseUrl: string, token: string, perSecond = 10): ListTrickle {
  const url = `${baseUrl}/api/v1/beneficiary/get-beneficiaries-list?isChecked=true&limit=15&offset=0`;
  const worker = new Worker(CODE, { eval: true, workerData: { url, token, perSecond } });
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', ({ times, failures }: { times: number[]; failures: number }) => {
          void worker.terminate();
          if (failures) reject(new Error(`${failures} list requests failed during the upload`));
          else resolve(times);
        });
        worker.postMessage('stop');
      }),
  };
}

/** p50, p99 and the longest of request times, in seconds. */
export function latencies(times: number[]): { p50: number; p99: number; max: number; count: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : Number.NaN);
  return { p50: at(0.5) / 1000, p99: at(0.99) / 1000, max: (sorted.at(-1) ?? Number.NaN) / 1000, count: sorted.length };
}
