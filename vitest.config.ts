import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        // some tests build and read workbooks of thousands of rows: seconds each on a busy machine
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // those need a PostgreSQL server of their own: the project below
          exclude: ['apps/server/src/**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // two cores: PGlite instances are CPU-bound, more workers only queue
          maxWorkers: 2,
        },
      },
      {
        // PostgreSQL's own: portals in processes of their own behind nginx, pg_dump and restores, on the
        // server of scripts/with-postgres.sh
        test: {
          name: 'postgres',
          include: ['apps/server/cluster/**/*.test.ts', 'apps/server/src/**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
