import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackedUpOffice, embeddedOfficeBackup, expectRestored, startPortal } from '../../test/backup-portal.ts';
import { databaseDigest } from '../../test/database-digest.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { restoreBackup } from './restore.ts';

let office: BackedUpOffice;
let file: string;
let work: string;
let facts: BackedUpOffice['facts'];

beforeAll(async () => {
  office = await embeddedOfficeBackup();
  ({ file, work, facts } = office);
}, 120_000);
afterAll(() => office?.close());

describe('backup --to FILE while the portal runs on the embedded database', () => {
  it('writes a plain PostgreSQL dump, the owner’s alone, while registrations go on', () => {
    expect(office.backupOutput).toMatch(/^Backup written to .*office\.sql \(\d+ bytes/);
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
});
