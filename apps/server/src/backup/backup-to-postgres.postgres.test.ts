import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackedUpOffice, embeddedOfficeBackup, expectRestored, startPortal } from '../../test/backup-portal.ts';
import { databaseDigest } from '../../test/database-digest.ts';
import { openEmptyDatabase } from '../../test/empty-database.ts';
import { loadConfig } from '../config.ts';
import { restoreBackup } from './restore.ts';

let office: BackedUpOffice;
beforeAll(async () => {
  office = await embeddedOfficeBackup();
}, 120_000);
afterAll(() => office?.close());

describe('restore --from FILE of the embedded database', () => {
  it('into an empty PostgreSQL database: the way up from the embedded database', async () => {
    const database = await openEmptyDatabase();
    try {
      const config = loadConfig({ DATABASE_URL: database.connectionString });
      await restoreBackup(config, office.file);
      const portal = await startPortal(database.handle, database.connectionString);
      try {
        await expectRestored(portal, office.facts);
        const digest = await databaseDigest(database.handle.db);
        await expect(restoreBackup(config, office.file)).rejects.toThrow(/not empty; nothing was changed/);
        expect(await databaseDigest(database.handle.db)).toEqual(digest);
      } finally {
        await portal.close();
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
