import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Housekeeping at start and every hour (what has outlived its keeping deleted, the dashboard's counts
 * folded), logging how many rows by count only: any process may, and two at once take each row once.
 */
export function purgeEveryHour(
  app: FastifyInstance,
  what: { event: string; message: string; failed: string },
  purge: () => Promise<number>,
) {
  const run = async () => {
    try {
      const count = await purge();
      if (count > 0) app.log.info({ event: what.event, count }, what.message);
    } catch (error) {
      app.log.error({ err: error }, what.failed);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
