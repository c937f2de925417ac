import { ERRORS, type ErrorCode, isErrorCode } from '@portal/contract/errors';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/contract/idempotency';
import { AUTH_ERRORS } from '@portal/contract/messages';
import { LOAD_TIMEOUT_MS } from '@portal/contract/network-text';
import { onlineManager } from '@tanstack/react-query';
import { gzipJsonBody } from './gzip-body.ts';
import { NetworkError, RequestTimeoutError } from './network/errors.ts';
import { endSession } from './network/session-ended.ts';
import { readSession } from './session.ts';

/** A call the server (or the missing token) refused: the server's English Message, and its code when it sent a known one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The code of an error answer's body, if it is one the contract knows. */
function bodyCode(body: unknown): ErrorCode | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : undefined;
}

/**
 * The catalogue id of a refused call's text, for `t(errorMessageId(e) ?? fallback)` in the user's
 * language. A refused field (code invalidInput) has its own text, which has no id here: undefined.
 */
export function errorMessageId(error: unknown): MessageId | undefined {
  if (!(error instanceof ApiError) || !error.code || error.code === 'invalidInput') return undefined;
  return ERRORS[error.code].message;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sign-in calls carry no token. */
  anonymous?: boolean;
  /** The spec's text when no token is stored (spec §8). */
  noTokenMessage?: string;
  /** The code of that text (noTokenMenu for the role-menu call); noToken when neither is given. */
  noTokenCode?: Extract<ErrorCode, 'noToken' | 'noTokenMenu'>;
  signal?: AbortSignal;
  /** A file's bytes, sent as they are (application/octet-stream) instead of a JSON body. */
  bytes?: ArrayBuffer;
  /** Gzip the JSON body (large uploads over slow links); the server inflates it within its limit. */
  gzip?: boolean;
  /** Give up after this long with a RequestTimeoutError. Reads default to LOAD_TIMEOUT_MS; writes wait unless given one. */
  timeoutMs?: number;
  /** Sent as the Idempotency-Key header: the server answers a repeat of the same key with its first answer. */
  idempotencyKey?: string;
}

/** The caller's abort, if it came, as the error fetch itself would throw. */
const abortReason = (signal: AbortSignal | undefined) =>
  signal?.reason instanceof Error ? signal.reason : new DOMException('The request was aborted', 'AbortError');

/**
 * Every call goes to /api/v1 with the stored bearer token; non-2xx answers throw the server's
 * Message as an ApiError, no answer throws a NetworkError, no answer in time a RequestTimeoutError.
 * A 401 to a signed-in call means the server ended the session: handled here, for every call.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {};
  if (!options.anonymous) {
    const token = readSession()?.token;
    if (!token) {
      const code = options.noTokenCode ?? (options.noTokenMessage === undefined ? 'noToken' : undefined);
      throw new ApiError(401, options.noTokenMessage ?? AUTH_ERRORS.noToken, undefined, code);
    }
    headers.Authorization = `Bearer ${token}`;
  }
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    const json = JSON.stringify(options.body);
    const packed = options.gzip ? await gzipJsonBody(json) : { body: json, encoding: undefined };
    if (packed.encoding) headers['Content-Encoding'] = packed.encoding;
    body = packed.body;
  } else if (options.bytes !== undefined) {
    headers['Content-Type'] = 'application/octet-stream';
    body = options.bytes;
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const url = `/api/v1${path}${query.size ? `?${query}` : ''}`;

  // a request cancelled while its body was being prepared is never sent
  if (options.signal?.aborted) throw abortReason(options.signal);
  // one controller for the caller's abort and the time limit; a timer (not AbortSignal.timeout) so
  // that the time limit follows the page's clock
  const controller = new AbortController();
  const onAbort = () => controller.abort(abortReason(options.signal));
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const timeoutMs = options.timeoutMs ?? (method === 'GET' ? LOAD_TIMEOUT_MS : undefined);
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort(new RequestTimeoutError());
        }, timeoutMs);
  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal });
    const answer = (await response.json().catch((error: unknown) => {
      if (controller.signal.aborted) throw error;
      return null;
    })) as { Message?: string } | null;
    if (response.status === 401 && !options.anonymous) endSession();
    if (!response.ok) throw new ApiError(response.status, answer?.Message ?? response.statusText, answer, bodyCode(answer));
    return answer as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new RequestTimeoutError();
    if (options.signal?.aborted) throw abortReason(options.signal);
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    // the page may have opened offline, with no offline event yet: from now on requests wait for
    // the online event instead of failing (and being sent again) at once
    if (offline) onlineManager.setOnline(false);
    throw new NetworkError(offline);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
