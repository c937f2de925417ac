import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: the running portal owns the data folder and shares it through a
 * PostgreSQL-protocol socket in `run/`; other tools connect there instead of opening the folder.
 */
export const SOCKET_PORT = 5432;
export const runDir = (dataDir: string) => path.join(dataDir, 'run');
const lockFile = (dataDir: string) => path.join(runDir(dataDir), 'portal.json');
export const socketPath = (dataDir: string) => path.join(runDir(dataDir), `.s.PGSQL.${SOCKET_PORT}`);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live portal that owns this data folder, if any. */
export function runningPortalPid(dataDir: string): number | null {
  if (!existsSync(lockFile(dataDir))) return null;
  try {
    const { pid } = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as { pid: number };
    return pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The data folder holds personal data: this process creates everything in it for its own user only
 * (folders 0700, files 0600), whatever umask it was started with.
 */
export function claimDataDir(dataDir: string): void {
  const owner = runningPortalPid(dataDir);
  if (owner) throw new Error(`Another portal (pid ${owner}) is already running on ${dataDir}.`);
  process.umask(0o077);
  mkdirSync(runDir(dataDir), { recursive: true, mode: 0o700 });
  rmSync(socketPath(dataDir), { force: true });
  writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid }));
}

export function releaseDataDir(dataDir: string): void {
  rmSync(lockFile(dataDir), { force: true });
  rmSync(socketPath(dataDir), { force: true });
}

/** A warning when the data folder (made before the portal restricted it, or changed since) is open to other users. */
export function dataDirWarning(dataDir: string): string | null {
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return (
    `Warning: the data folder ${dataDir} can be read by other users of this machine (mode ${mode.toString(8)}); ` +
    `it holds personal data. Restrict it with: chmod -R go-rwx ${dataDir}`
  );
}
