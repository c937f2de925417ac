/**
 * Resolves with the value in a task of its own, so the browser can draw and answer a key or a tap in
 * between: a screen's code is set up in one task and drawn in the next, each short enough on a phone
 * (decision 042). `scheduler.yield` (Chromium 129 and later) puts the rest before other waiting
 * tasks; elsewhere a message to itself.
 */
export function nextTask<T>(value: T): Promise<T> {
  // typed as always there, which older browsers are not
  const scheduler = globalThis.scheduler as Partial<Scheduler> | undefined;
  if (typeof scheduler?.yield === 'function') return scheduler.yield().then(() => value);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(value);
    channel.port2.postMessage(null);
  });
}
