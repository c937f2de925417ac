import type { EventEmitter } from 'node:events';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8 gives its young generation back at a full collection only once the allocation rate of the last
 * few seconds is low, so the collection waits for that much quiet (decision 019).
 */
const QUIET_MS = 6_000;
const CHECK_EVERY_MS = 2_000;
/** Below this much growth since the last collection there is little to give back. */
const GROWTH_BYTES = 8 * 1024 * 1024;

export interface IdleCollectionOptions {
  collect?: () => void;
  heapBytes?: () => number;
  now?: () => number;
}

function fullCollection(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    // a runtime without the flag: the garbage goes at V8's own next collection
    return undefined;
  }
}

/**
 * One full collection when the server listens (the start's work leaves some 50 MB of garbage), and
 * one each time it has gone quiet after its heap grew, so an idle server holds what it uses, not
 * what its start or its last busy minute left behind. Returns the function that stops it.
 */
export function collectWhenIdle(server: EventEmitter, options: IdleCollectionOptions = {}): () => void {
  const collect = options.collect ?? fullCollection();
  if (!collect) return () => {};
  const heapBytes = options.heapBytes ?? (() => getHeapStatistics().total_heap_size);
  const now = options.now ?? Date.now;
  collect();
  let lastRequestAt = now();
  let heapAfterCollection = heapBytes();
  // the start's young generation is still at its busy size: the first quiet spell always collects
  let due = true;
  const onRequest = () => {
    lastRequestAt = now();
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    if (now() - lastRequestAt < QUIET_MS) return;
    if (!due && heapBytes() - heapAfterCollection < GROWTH_BYTES) return;
    collect();
    heapAfterCollection = heapBytes();
    due = false;
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
