import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import closeWithGrace from 'close-with-grace';
import { buildApp, loggerOptions } from './app.ts';
import { type ScheduledBackups, scheduleBackups } from './backup/scheduled-backups.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './db/client.ts';
import { claimDataDir, dataDirWarning, releaseDataDir, socketPath } from './db/embedded-lock.ts';
import { prepareDatabase } from './db/seed/prepare-database.ts';
import { collectWhenIdle } from './lib/idle-collection.ts';
import { describeError } from './lib/safe-error.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  let handle: DatabaseHandle;
  let socketServer: PGLiteSocketServer | undefined;
  let backupService: { close(): Promise<void> } | undefined;
  if (config.DATABASE_URL) {
    handle = openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  } else {
    claimDataDir(config.dataDir);
    const warning = dataDirWarning(config.dataDir);
    if (warning) console.warn(warning);
    handle = await openPglite(config.dataDir);
    // the embedded engine's socket and backups load with it, never on PostgreSQL (idle memory)
    const [{ PGLiteSocketServer }, { serveBackups }] = await Promise.all([
      import('@electric-sql/pglite-socket'),
      import('./backup/backup-socket.ts'),
    ]);
    socketServer = new PGLiteSocketServer({ db: handle.pglite!, path: socketPath(config.dataDir), maxConnections: 8 });
    await socketServer.start();
    backupService = await serveBackups(config.dataDir, handle.pglite!);
  }
  const announcements: string[] = [];
  await prepareDatabase(handle, {
    connectionString: config.DATABASE_URL,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demoData: config.demoData,
    announce: (lines) => announcements.push(...lines),
  });

  let closing = false;
  let stopCollecting = () => {};
  const app = await buildApp({ config, db: handle.db, logger: loggerOptions(config.LOG_LEVEL), isClosing: () => closing });
  const backups: ScheduledBackups | undefined = config.backupDir ? scheduleBackups(config, handle, app.log) : undefined;
  closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS }, async ({ err, signal }) => {
    closing = true;
    stopCollecting();
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
    await backups?.stop();
    await backupService?.close();
    await socketServer?.stop();
    await handle.close();
    if (!config.DATABASE_URL) releaseDataDir(config.dataDir);
  });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  stopCollecting = collectWhenIdle(app.server);
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? `http://localhost:${new URL(address).port}` : address;
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  console.log(
    [
      '',
      `Beneficiary portal is running at ${shown}`,
      `Database: ${where}`,
      ...announcements,
      ...(config.backupDir
        ? [
            `Backups: daily at ${String(config.BACKUP_HOUR).padStart(2, '0')}:00 into ${config.backupDir}, the newest ${config.BACKUP_KEEP} kept`,
          ]
        : []),
      'Sign in with the administrator e-mail and password; manage users with: npm run cli -- --help',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Could not start: ${describeError(error)}`);
  process.exit(1);
});
