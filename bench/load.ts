import autocannon from 'autocannon';

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/**
 * A fixed-duration run of one GET with a bearer token, after a short warm-up. Given several tokens
 * (several people), each request takes the next in turn: the portal runs at most LIST_CALLS_PER_USER
 * list calls of one person at once, so 32 clients are 32 people.
 */
export async function loadTest(
  url: string,
  token: string | readonly string[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const tokens = typeof token === 'string' ? [token] : token;
  let next = 0;
  const options = {
    url,
    connections,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

/** The same work without HTTP: `run` called in `connections` parallel loops for `seconds`. */
export async function loadDirect(run: () => Promise<unknown>, connections: number, seconds: number): Promise<LoadResult> {
  const warmUntil = Date.now() + 500;
  while (Date.now() < warmUntil) await run().catch(() => undefined);
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        // a call that failed (a statement past its time limit) counts, with the time it took to fail
        await run().catch(() => errors++);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / seconds, errors };
}
