import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * Heap, RSS, CPU, event-loop delay, garbage collection: prom-client's defaults, which belong to the
 * process, not to one app in it. Started once, when the server listens (or at a first scrape without
 * it): the event-loop monitor then samples every 10 ms for the process's life.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
