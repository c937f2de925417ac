import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { purgeEveryHour } from '../../lib/periodic-purge.ts';
import { eraseWithdrawnPastDays } from './leaving.service.ts';

/** Erases the people whose withdrawal of consent is older than the office's days (decision 039). */
export const withdrawnErasure = fp<{ db: Database }>(async (app, { db }) => {
  purgeEveryHour(
    app,
    {
      event: 'withdrawn_people_erased',
      message: 'people whose withdrawal is past the days kept erased',
      failed: 'could not erase the people whose withdrawal is past the days kept',
    },
    () => eraseWithdrawnPastDays(db),
  );
});
