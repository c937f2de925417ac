import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './portal-process.ts';

const NGINX = '/usr/sbin/nginx';

export interface NginxProxy {
  url: string;
  /** The access log: one `METHOD path status upstream` line per request. */
  log(): string[];
  stop(): Promise<void>;
}

/**
 * Debian's nginx (scripts/test-all.sh installs it) on a free port in a folder of its own, sending
 * requests round-robin to the upstream ports, as an office would put it in front of the portal.
 */
export async function startNginx(upstreams: number[]): Promise<NginxProxy> {
  if (!existsSync(NGINX)) throw new Error('nginx is missing: run scripts/ensure-package.sh /usr/sbin/nginx nginx');
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  log_format upstreams '$request_method $uri $status $upstream_addr';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 50m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 300s;
      proxy_next_upstream off;
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx ended at start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {}
    if (i > 100) throw new Error('nginx did not answer');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    log: () => readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
