import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
export const PORTAL_ADMIN = { email: 'first-visit-admin@example.org', password: 'first-visit-secret' };

/** The browser benches' ports: 8500–8599, so that they never meet the other runs on this machine. */
const PORT_RANGE = { first: 8500, last: 8599 };
const taken = new Set<number>();

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A free port of the range, never the same twice in one process. */
export async function portInRange(): Promise<number> {
  const span = PORT_RANGE.last - PORT_RANGE.first + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = PORT_RANGE.first + ((start + i) % span);
    if (taken.has(port)) continue;
    if (await canListen(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${PORT_RANGE.first}–${PORT_RANGE.last}`);
}

const TEXT = /\.(js|css|html|svg|json|txt)$/;
/** Whether every text file of the build has its .br or .gz beside it, as `npm run build` leaves them. */
function hasPrecompressed(dir: string): boolean {
  const names = new Set(readdirSync(dir, { recursive: true, encoding: 'utf8' }));
  return [...names].filter((name) => TEXT.test(name)).every((name) => names.has(`${name}.br`) || names.has(`${name}.gz`));
}

/**
 * The folder to serve for a build: the build itself when it has the .br and .gz files `npm run build`
 * writes beside each asset, else a copy with them added the same way (a bare `vite build` leaves
 * them out, and the server would then send every script uncompressed).
 */
async function servedFolder(dist: string): Promise<{ folder: string; copied: boolean }> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}: no index.html (build the web app first)`);
  if (hasPrecompressed(dist)) return { folder: dist, copied: false };
  const folder = mkdtempSync(path.join(tmpdir(), 'first-visit-dist-'));
  cpSync(dist, folder, { recursive: true });
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => TEXT.test(name));
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name);
      const data = await readFile(file);
      await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
      await writeFile(`${file}.br`, await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }),
  );
  return { folder, copied: true };
}

export interface WebPortal {
  baseUrl: string;
  /** whether the build lacked its compressed files and a compressed copy is served */
  compressedCopy: boolean;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The real portal serving one build of the web app, on a fresh embedded database with the demo
 * beneficiaries (300, all created by the first administrator, so they are in that user's list).
 */
export async function startWebPortal(dist: string): Promise<WebPortal> {
  const { folder, copied } = await servedFolder(path.resolve(dist));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-visit-data-'));
  const port = await portInRange();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: PORTAL_ADMIN.email,
    ADMIN_PASSWORD: PORTAL_ADMIN.password,
    DEMO_DATA: 'true',
    WEB_DIST: folder,
    LOG_LEVEL: 'warn',
  };
  // `npm run bench` runs with a PostgreSQL address set; this portal keeps its own embedded database
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 240 && !ready && child.exitCode === null; i++) {
    ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 500));
  }
  const cleanUp = () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (copied) rmSync(folder, { recursive: true, force: true });
  };
  if (!ready) {
    child.kill('SIGTERM');
    cleanUp();
    throw new Error(`the portal serving ${dist} did not become ready`);
  }
  return {
    baseUrl,
    compressedCopy: copied,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          cleanUp();
          resolve();
          return;
        }
        child.once('exit', () => {
          cleanUp();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export interface StoredSession {
  token: string;
  expirationTime: number;
}

/** A session of the administrator, signed in through the API: what the login page stores as `user`. */
export async function signInPortal(baseUrl: string): Promise<StoredSession> {
  const response = await fetch(`${baseUrl}/api/v1/auth/userNormalLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PORTAL_ADMIN),
  });
  const body = (await response.json()) as { token?: string; expirationTime?: number; Message?: string };
  if (!body.token) throw new Error(`sign-in failed: HTTP ${response.status} ${body.Message ?? ''}`);
  return { token: body.token, expirationTime: body.expirationTime ?? Date.now() + 3_600_000 };
}
