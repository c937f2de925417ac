import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60 * 60 * 1000;

export interface PurgeOptions {
  /**
   * The first run goes on after the portal answers instead of before: for work that only makes reads
   * cheaper and can take minutes after an upgrade (the counts' fold), not for what must be gone.
   */
  inBackground?: boolean;
}

/**
 * Housekeeping at start and every hour (what has outlived its keeping deleted, the dashboard's counts
 * folded), logging how many rows by count only: any process may, and two at once take each row once.
 * A process runs one at a time; on close the running one is told to stop (`signal`) and waited for.
 */
export function purgeEveryHour(
  app: FastifyInstance,
  what: { event: string; message: string; failed: string },
  purge: (signal: AbortSignal) => Promise<number>,
  options: PurgeOptions = {},
) {
  const stop = new AbortController();
  let running: Promise<void> | undefined;
  const once = async () => {
    try {
      const count = await purge(stop.signal);
      if (count > 0) app.log.info({ event: what.event, count }, what.message);
    } catch (error) {
      app.log.error({ err: error }, what.failed);
    }
  };
  const run = () => {
    running ??= once().finally(() => {
      running = undefined;
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (options.inBackground) void run();
    else await run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stop.abort();
    await running;
  });
}
