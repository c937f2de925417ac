import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface PortalProcess {
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/**
 * The real portal (apps/server/src/server.ts) in a process of its own on a free port, once it
 * answers /readyz. `env` names its database (DATABASE_URL or DATA_DIR) and anything else it needs.
 */
export async function startPortalProcess(env: Record<string, string>): Promise<PortalProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    WEB_DIST: '/nonexistent',
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // the log's last lines, to say why a portal did not start
  let said = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the portal ended at start (exit code ${child.exitCode}): ${said}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (i > 1200) {
      child.kill('SIGKILL');
      throw new Error('the portal did not become ready');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, child, exited };
}

/** A session token of a user signed in through `url`. */
export async function signIn(url: string, user: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/userNormalLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in refused (${response.status})`);
  return body.token;
}
