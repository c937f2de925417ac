// What /metrics costs a request: the built server on the embedded database with METRICS on and off,
// in alternating rounds, autocannon against /healthz (no database) and a signed-in call (the session
// read from the database). Run after `npm run build -w apps/server`: npx tsx bench/metrics-overhead.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadTest } from './load.ts';
import { startServer } from './server-process.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 8);
const CONNECTIONS = 10;
const ADMIN = { ADMIN_EMAIL: 'metrics-bench@example.org', ADMIN_PASSWORD: 'metrics-bench-secret' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-metrics-bench-'));
const results: Record<string, { rps: number[]; p50: number[]; p99: number[] }> = {};

try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const metrics of round % 2 ? ['off', 'on'] : ['on', 'off']) {
      const server = await startServer({ DATA_DIR: dataDir, METRICS: metrics, ...ADMIN });
      const login = await fetch(`${server.baseUrl}/api/v1/auth/userNormalLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      for (const route of ['/healthz', '/api/v1/user/get-role-menu']) {
        const result = await loadTest(`${server.baseUrl}${route}`, token, CONNECTIONS, SECONDS);
        const key = `${route} ${metrics}`;
        results[key] ??= { rps: [], p50: [], p99: [] };
        const entry = results[key];
        entry.rps.push(result.rps);
        entry.p50.push(result.p50);
        entry.p99.push(result.p99);
        if (result.errors > 0) console.warn(`${route} METRICS=${metrics}: ${result.errors} errors`);
      }
      if (metrics === 'on') {
        const scrape = performance.now();
        await fetch(`${server.baseUrl}/metrics`).then((r) => r.text());
        console.log(`a scrape after the load: ${(performance.now() - scrape).toFixed(1)} ms`);
      }
      await server.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\n${ROUNDS} rounds of ${SECONDS} s at ${CONNECTIONS} connections; medians (and each round)`);
console.log('| route | METRICS | req/s | p50 ms | p99 ms | server µs per request |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const [key, entry] of Object.entries(results)) {
  const [route, metrics] = key.split(' ');
  const rps = median(entry.rps);
  const each = entry.rps.map((r) => r.toFixed(0)).join(', ');
  console.log(
    `| ${route} | ${metrics} | ${rps.toFixed(0)} (${each}) | ${median(entry.p50)} | ${median(entry.p99)} | ${(1e6 / rps).toFixed(0)} |`,
  );
}
