import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { BENCH_ADMIN } from './seed.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The real portal in its own process, so load generation does not share its event loop; `nodeArgs`
 * go to Node before the portal's own (e.g. a cap on the V8 heap).
 */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
  };
  // the bench itself runs with DATABASE_URL set; an embedded-database server must not inherit it
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function peakRssMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** A session token of the bench's administrator, signed in through the API. */
export const signInBenchAdmin = (baseUrl: string): Promise<string> => signIn(baseUrl, BENCH_ADMIN);

/** A session token of a user, signed in through the API. */
export async function signIn(baseUrl: string, user: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/auth/userNormalLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const body = (await login.json()) as { token?: string; Message?: string };
  // a bench without a session would only measure refusals
  if (!body.token) throw new Error(`bench sign-in failed: HTTP ${login.status} ${body.Message ?? ''}`);
  return body.token;
}
