import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { purgeAccessRecords } from './access-records.service.ts';

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Deletes the access records past the office's retention (ACCESS_RECORDS_KEEP_DAYS) at start and
 * every hour; any process may, and two at once delete the same rows once.
 */
export const accessRecordsPurge = fp<{ db: Database; keepDays: number }>(async (app, { db, keepDays }) => {
  const purge = async () => {
    try {
      const purged = await purgeAccessRecords(db, keepDays);
      if (purged > 0)
        app.log.info({ event: 'access_records_purged', count: purged }, 'access records past their retention deleted');
    } catch (error) {
      app.log.error({ err: error }, 'could not delete access records past their retention');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
