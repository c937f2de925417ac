import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { purgeEveryHour } from './periodic-purge.ts';

const WHAT = { event: 'test_purged', message: 'purged', failed: 'could not purge' };

/** A purge that runs until it is let go, telling what it saw of its stop signal. */
function heldPurge() {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const seen = { started: 0, ended: 0, stopped: false };
  const purge = async (signal: AbortSignal) => {
    seen.started += 1;
    signal.addEventListener('abort', () => letGo());
    await held;
    seen.stopped = signal.aborted;
    seen.ended += 1;
    return 0;
  };
  return { purge, seen, letGo: () => letGo() };
}

const settled = (promise: PromiseLike<unknown>) =>
  Promise.race([Promise.resolve(promise).then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 200))]);

describe('housekeeping every hour', () => {
  it('runs its first pass before the portal answers', async () => {
    const app = Fastify();
    const { purge, seen, letGo } = heldPurge();
    purgeEveryHour(app, WHAT, purge);
    const ready = app.ready();
    expect(await settled(ready)).toBe(false);
    letGo();
    await ready;
    expect(seen).toMatchObject({ started: 1, ended: 1, stopped: false });
    await app.close();
  });

  it('in the background: answers at once, and on close stops the pass and waits for its end', async () => {
    const app = Fastify();
    const { purge, seen } = heldPurge();
    purgeEveryHour(app, WHAT, purge, { inBackground: true });
    await app.ready();
    expect(seen).toMatchObject({ started: 1, ended: 0 });
    await app.close();
    expect(seen).toMatchObject({ started: 1, ended: 1, stopped: true });
  });
});
