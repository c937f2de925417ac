import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './idle-collection.ts';

describe('the idle collection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function server() {
    const emitter = new EventEmitter();
    let heap = 80;
    const collect = vi.fn(() => {
      heap = 40;
    });
    const stop = collectWhenIdle(emitter, { collect, heapBytes: () => heap * 1024 * 1024, now: Date.now });
    return { emitter, collect, stop, grow: (mb: number) => (heap += mb) };
  }

  it('collects when the server listens, and again once it has been quiet for six seconds', () => {
    const { collect } = server();
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('never while requests keep coming; after they stop, only when the heap grew', () => {
    const { emitter, collect, grow } = server();
    for (let second = 0; second < 30; second++) {
      emitter.emit('request');
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(8_000);
    expect(collect).toHaveBeenCalledTimes(2);
    // a request that left little behind is not worth a collection
    emitter.emit('request');
    grow(2);
    vi.advanceTimersByTime(8_000);
    expect(collect).toHaveBeenCalledTimes(2);
    emitter.emit('request');
    grow(20);
    vi.advanceTimersByTime(8_000);
    expect(collect).toHaveBeenCalledTimes(3);
  });

  it('stops with the server', () => {
    const { emitter, collect, stop } = server();
    stop();
    expect(emitter.listenerCount('request')).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });
});
