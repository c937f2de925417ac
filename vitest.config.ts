import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIAS } from './apps/web/build/preact-alias.ts';
import { themeVariables } from './apps/web/build/theme-variables.ts';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        // some tests build and read workbooks of thousands of rows: seconds each on a busy machine
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        // the screens' components with their rules and messages, in Debian's Chromium (decision 026)
        plugins: [react(), themeVariables()],
        // the components as the portal ships them, on Preact
        resolve: { alias: PREACT_ALIAS },
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          // a choice in a select is a few clicks: seconds each while the browser tests load the machine
          testTimeout: 60_000,
          browser: {
            screenshotDirectory: 'test-results/components',
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: CHROMIUM_LAUNCH }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 720 } }],
          },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // those need a PostgreSQL server of their own: the project below; the embedded database's own
          // (its data folder, its backups, search on it) open it whatever the run's engine: run once, with PGlite
          exclude: [
            'apps/server/src/**/*.postgres.test.ts',
            ...(process.env.TEST_DB === 'postgres' ? ['apps/server/src/**/*.embedded.test.ts'] : []),
          ],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // two cores: PGlite instances are CPU-bound, more workers only queue
          maxWorkers: 2,
          // the files share a worker's module cache: importing the server afresh for every file took
          // 40 % of the run; none mocks a module or changes process-wide state (decision 026)
          isolate: false,
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
