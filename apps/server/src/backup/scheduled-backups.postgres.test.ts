import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyDatabase, openEmptyDatabase } from '../../test/empty-database.ts';
import { loadConfig } from '../config.ts';
import { scheduleBackups } from './scheduled-backups.ts';

const work = mkdtempSync(path.join(tmpdir(), 'portal-backups-'));
let database: EmptyDatabase;
beforeAll(async () => {
  database = await openEmptyDatabase();
});
afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

const logged = (lines: string[]) =>
  ({
    info: (...args: unknown[]) => lines.push(JSON.stringify(args)),
    error: (...args: unknown[]) => lines.push(JSON.stringify(args)),
  }) as unknown as FastifyBaseLogger;

describe('the daily backup on PostgreSQL', () => {
  it('is taken by one process of several on one PostgreSQL', async () => {
    const config = loadConfig({ BACKUP_DIR: path.join(work, 'shared'), DATABASE_URL: database.connectionString });
    const lines: string[] = [];
    const [a, b] = [
      scheduleBackups(config, database.handle, logged(lines)),
      scheduleBackups(config, database.handle, logged(lines)),
    ];
    try {
      const results = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(results.filter(Boolean)).toHaveLength(1);
      // the one that took it stops: the other takes the next
      const [taker, other] = results[0] ? [a, b] : [b, a];
      await taker.stop();
      expect(await other.runOnce()).not.toBeNull();
    } finally {
      await a.stop();
      await b.stop();
    }
  }, 60_000);
});
