import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { purgeEveryHour } from '../../lib/periodic-purge.ts';
import { purgeAccessRecords } from './access-records.service.ts';

/** Deletes the access records past the office's retention (ACCESS_RECORDS_KEEP_DAYS, decision 035). */
export const accessRecordsPurge = fp<{ db: Database; keepDays: number }>(async (app, { db, keepDays }) => {
  purgeEveryHour(
    app,
    {
      event: 'access_records_purged',
      message: 'access records past their retention deleted',
      failed: 'could not delete access records past their retention',
    },
    () => purgeAccessRecords(db, keepDays),
  );
});
