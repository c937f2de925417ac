/** The request never got an answer: the connection dropped, or the browser is offline. */
export class NetworkError extends Error {
  constructor(readonly offline: boolean) {
    super('The request got no answer');
    this.name = 'NetworkError';
  }
}

/** No answer within the request's time limit; the request was aborted. */
export class RequestTimeoutError extends Error {
  constructor() {
    super('The request timed out');
    this.name = 'RequestTimeoutError';
  }
}

/** The caller aborted the request (Cancel, a page left); nothing should be shown for it. */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Statuses that say "try again later" rather than "this request is wrong". */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/**
 * Whether trying the same request again may help. `status` is read off an ApiError without
 * importing it (the client imports this file).
 */
export function isTransientError(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof RequestTimeoutError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && TRANSIENT_STATUSES.has(status);
}
