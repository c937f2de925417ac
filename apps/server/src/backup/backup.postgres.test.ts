import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beneficiaryIds,
  expectRestored,
  keepRegistering,
  type Portal,
  staffUser,
  startPortal,
} from '../../test/backup-portal.ts';
import { databaseDigest } from '../../test/database-digest.ts';
import { type EmptyDatabase, openEmptyDatabase } from '../../test/empty-database.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { restoreBackup } from './restore.ts';
import { takeBackup } from './take-backup.ts';

// an office on PostgreSQL, backed up by pg_dump while its portal registers people
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const file = path.join(work, 'office.sql');
let database: EmptyDatabase;
let source: Portal;
let facts: { email: string; oldToken: string; before: number[]; acknowledged: number[]; source: number[] };

describe('backup and restore on PostgreSQL', () => {
  beforeAll(async () => {
    database = await openEmptyDatabase();
    source = await startPortal(database.handle, database.connectionString);
    const { email, token } = await staffUser(source);
    const writes = keepRegistering(source, token);
    while (writes.acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = writes.acknowledged.map((w) => w.id);
    await takeBackup(loadConfig({ DATABASE_URL: database.connectionString }), file);
    const during = writes.acknowledged.length;
    while (writes.acknowledged.length < during + 3) await new Promise((resolve) => setTimeout(resolve, 20));
    await writes.stop();
    const ids = writes.acknowledged.map((w) => w.id);
    facts = { email, oldToken: token, before, acknowledged: ids, source: await beneficiaryIds(database.handle) };
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await database?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('pg_dump writes a plain dump of multi-row INSERTs, with no COPY, owners or grants', () => {
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^INSERT INTO public\.beneficiaries VALUES$/m);
    expect(text).not.toMatch(/^(COPY|GRANT|ALTER .* OWNER TO) /m);
  });

  it('restores into an empty PostgreSQL database, and refuses one that is not', async () => {
    const target = await openEmptyDatabase();
    try {
      const config = loadConfig({ DATABASE_URL: target.connectionString });
      await restoreBackup(config, file);
      const portal = await startPortal(target.handle, target.connectionString);
      try {
        await expectRestored(portal, facts);
        const digest = await databaseDigest(target.handle.db);
        await expect(restoreBackup(config, file)).rejects.toThrow(/not empty; nothing was changed/);
        expect(await databaseDigest(target.handle.db)).toEqual(digest);
      } finally {
        await portal.close();
      }
    } finally {
      await target.close();
    }
  }, 120_000);

  it('restores into a new data folder of the embedded database', async () => {
    const dataDir = path.join(work, 'restored');
    await restoreBackup(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }), file);
    const handle = await openPglite(dataDir);
    const portal = await startPortal(handle);
    try {
      await expectRestored(portal, facts);
    } finally {
      await portal.close();
      await handle.close();
    }
  }, 120_000);
});
