import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.ts';
import { NetworkError, RequestTimeoutError } from './errors.ts';
import { backOff, retryLoad } from './retry-policy.ts';

describe('retrying a failed read', () => {
  it('retries no answer, a time-out and a 5xx at most three times', () => {
    for (const error of [new NetworkError(false), new RequestTimeoutError(), new ApiError(503, 'busy')]) {
      expect([0, 1, 2, 3].map((count) => retryLoad(count, error))).toEqual([true, true, true, false]);
    }
  });

  it('never retries an answer that says the request is wrong', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(retryLoad(0, new ApiError(status, 'no'))).toBe(false);
  });

  it('waits longer after each failure, up to 30 s, with some spread', () => {
    expect([0, 1, 2, 10].map((count) => backOff(count, 0))).toEqual([1_000, 2_000, 4_000, 30_000]);
    expect(backOff(0, 1)).toBe(1_250);
  });
});
