import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesReached, packagesReached } from '../../../scripts/test-support/static-imports.ts';

const SERVER = path.join(import.meta.dirname, 'server.ts');

describe('what the server loads as it starts', () => {
  it('loads the embedded database and the spreadsheet library only when it needs them (decision 043)', () => {
    const modules = namesReached(SERVER);
    // the walk sees what the server does load at start
    expect(modules.has('fastify')).toBe(true);
    expect(modules.has('drizzle-orm/node-postgres')).toBe(true);
    for (const later of ['@e965/xlsx', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator', '@electric-sql/pglite']) {
      expect(modules.has(later), later).toBe(false);
    }
    expect(packagesReached(SERVER)).not.toContain('@electric-sql/pglite-tools');
  });
});
