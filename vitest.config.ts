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
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // two cores: PGlite instances are CPU-bound, more workers only queue
          maxWorkers: 2,
        },
      },
      {
        // portals in processes of their own behind nginx, on the PostgreSQL of scripts/with-postgres.sh
        test: {
          name: 'cluster',
          include: ['apps/server/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
