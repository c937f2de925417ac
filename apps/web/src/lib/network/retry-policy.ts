import { LOAD_RETRIES, LOAD_RETRY_BASE_MS, LOAD_RETRY_MAX_MS } from '@portal/contract/network-text';
import { isTransientError } from './errors.ts';

/**
 * Reads are tried again only when trying again may help (no answer, a time-out, 5xx, 429), at most
 * LOAD_RETRIES times; a 4xx answer is final. While the browser is offline TanStack Query pauses the
 * retries and goes on when the connection returns.
 */
export const retryLoad = (failureCount: number, error: unknown): boolean =>
  failureCount < LOAD_RETRIES && isTransientError(error);

/** 1 s, 2 s, 4 s… up to 30 s, each with up to a quarter more at random, so many phones do not retry in step. */
export const loadRetryDelay = (failureCount: number): number => backOff(failureCount, Math.random());

export const backOff = (failureCount: number, random: number): number =>
  Math.round(Math.min(LOAD_RETRY_BASE_MS * 2 ** failureCount, LOAD_RETRY_MAX_MS) * (1 + random / 4));
