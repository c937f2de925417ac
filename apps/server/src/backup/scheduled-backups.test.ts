import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmptyDatabase, openEmptyDatabase } from '../../test/empty-database.ts';
import { loadConfig } from '../config.ts';
import { backupIntoFolder, backupName } from './backup-folder.ts';
import { msUntilHour, scheduleBackups } from './scheduled-backups.ts';

const work = mkdtempSync(path.join(tmpdir(), 'portal-backups-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const logged = (lines: string[]) =>
  ({
    info: (...args: unknown[]) => lines.push(JSON.stringify(args)),
    error: (...args: unknown[]) => lines.push(JSON.stringify(args)),
  }) as unknown as FastifyBaseLogger;

describe('the daily backup', () => {
  it('comes at the next BACKUP_HOUR:00, local time', () => {
    const at = (h: number, m: number) => new Date(2030, 0, 15, h, m);
    expect(msUntilHour(at(1, 30), 2)).toBe(30 * 60_000);
    expect(msUntilHour(at(2, 0), 2)).toBe(24 * 3_600_000);
    expect(msUntilHour(at(3, 0), 2)).toBe(23 * 3_600_000);
  });

  it('keeps the newest BACKUP_KEEP backups of the portal and nothing else is touched', async () => {
    const dir = path.join(work, 'keep');
    await backupIntoFolder(dir, 2, new Date(2030, 0, 1, 2), async () => {});
    await backupIntoFolder(dir, 2, new Date(2030, 0, 2, 2), async () => {});
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const { name, removed } = await backupIntoFolder(dir, 2, new Date(2030, 0, 3, 2), async (fd) => {
      writeFileSync(fd, 'dump');
    });
    expect(name).toBe(backupName(new Date(2030, 0, 3, 2)));
    expect(removed).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'portal-20300102-0200.sql', 'portal-20300103-0200.sql']);
  });
});

describe('a backup taken by the server', () => {
  let database: EmptyDatabase;
  afterAll(() => database?.close());

  it('is written into BACKUP_DIR and logged by its name and size only', async () => {
    database = await openEmptyDatabase();
    const { db } = database.handle;
    await db.execute(sql`CREATE TABLE people (name text)`);
    await db.execute(sql`INSERT INTO people VALUES ('Zebulon Marker')`);
    const dir = path.join(work, 'server');
    const config = loadConfig({ BACKUP_DIR: dir, DATABASE_URL: database.connectionString ?? '' });
    const lines: string[] = [];
    const backups = scheduleBackups(config, database.handle, logged(lines));
    try {
      const written = await backups.runOnce();
      expect(readdirSync(dir)).toEqual([written?.name]);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])[0]).toEqual({
        backup: written?.name,
        bytes: written?.bytes,
        removed: 0,
        ms: expect.any(Number),
      });
      expect(lines.join()).not.toContain('Zebulon');
    } finally {
      await backups.stop();
    }
  }, 60_000);
});
