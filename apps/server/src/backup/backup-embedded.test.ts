import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beneficiaryIds,
  expectRestored,
  keepRegistering,
  type Portal,
  runCli,
  staffUser,
  startPortal,
} from '../../test/backup-portal.ts';
import { databaseDigest } from '../../test/database-digest.ts';
import { openEmptyDatabase } from '../../test/empty-database.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { claimDataDir, releaseDataDir } from '../db/embedded-lock.ts';
import { serveBackups } from './backup-socket.ts';
import { restoreBackup } from './restore.ts';

// an office on the embedded database, its portal running, backed up from the command line
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const dataDir = path.join(work, 'data');
const file = path.join(work, 'office.sql');
let source: Portal;
let service: { close(): Promise<void> };
let facts: { email: string; oldToken: string; before: number[]; acknowledged: number[]; source: number[] };
let backupOutput = '';

beforeAll(async () => {
  claimDataDir(dataDir);
  const handle = await openPglite(dataDir);
  service = await serveBackups(dataDir, handle.pglite!);
  source = await startPortal(handle);
  const { email, token } = await staffUser(source);
  const writes = keepRegistering(source, token);
  while (writes.acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
  const before = writes.acknowledged.map((w) => w.id);
  const backup = await runCli(['backup', '--to', file], { DATA_DIR: dataDir });
  backupOutput = backup.output;
  await writes.stop();
  facts = {
    email,
    oldToken: token,
    before,
    acknowledged: writes.acknowledged.map((w) => w.id),
    source: await beneficiaryIds(handle),
  };
}, 120_000);

afterAll(async () => {
  await source?.close();
  await service?.close();
  await source?.handle.close();
  releaseDataDir(dataDir);
  rmSync(work, { recursive: true, force: true });
});

describe('backup --to FILE while the portal runs on the embedded database', () => {
  it('writes a plain PostgreSQL dump, the owner’s alone, while registrations go on', () => {
    expect(backupOutput).toMatch(/^Backup written to .*office\.sql \(\d+ bytes/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^-- PostgreSQL database dump/m);
    expect(text).toMatch(/^CREATE TABLE public\.beneficiaries /m);
    expect(text).not.toMatch(/^COPY /m);
    // writes went on during the backup: some were acknowledged after the one before it began
    expect(facts.acknowledged.length).toBeGreaterThan(facts.before.length);
  });
});

describe('restore --from FILE', () => {
  it('into a new data folder: a portal starts on it with every write from before the backup', async () => {
    const target = path.join(work, 'restored');
    await restoreBackup(loadConfig({ DATA_DIR: target, DATABASE_URL: '' }), file);
    const handle = await openPglite(target);
    const portal = await startPortal(handle);
    try {
      await expectRestored(portal, facts);
      const digest = await databaseDigest(handle.db);
      await expect(restoreBackup(loadConfig({ DATA_DIR: target, DATABASE_URL: '' }), file)).rejects.toThrow(
        /already holds a database; nothing was changed/,
      );
      expect(await databaseDigest(handle.db)).toEqual(digest);
    } finally {
      await portal.close();
      await handle.close();
    }
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'into an empty PostgreSQL database: the way up from the embedded database',
    async () => {
      const database = await openEmptyDatabase();
      try {
        const config = loadConfig({ DATABASE_URL: database.connectionString });
        await restoreBackup(config, file);
        const portal = await startPortal(database.handle, database.connectionString);
        try {
          await expectRestored(portal, facts);
          const digest = await databaseDigest(database.handle.db);
          await expect(restoreBackup(config, file)).rejects.toThrow(/not empty; nothing was changed/);
          expect(await databaseDigest(database.handle.db)).toEqual(digest);
        } finally {
          await portal.close();
        }
      } finally {
        await database.close();
      }
    },
    120_000,
  );
});
