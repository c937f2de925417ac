import { createIdempotencyKey } from '@portal/contract/idempotency';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isTransientError, NetworkError, RequestTimeoutError } from './errors.ts';
import { useOnline } from './use-online.ts';

/** What stands between the entry and the server: no connection, or no answer in time. */
export type SaveProblem = 'offline' | 'timed-out' | null;

export interface SendContext {
  signal: AbortSignal;
  idempotencyKey: string;
}

export type SaveOutcome<T> =
  | { kind: 'saved'; result: T }
  /** The server answered with an error, or the request failed while online: the caller shows it. */
  | { kind: 'failed'; error: unknown }
  /** Kept for later (offline, timed out), cancelled, or the session ended: nothing more to show. */
  | { kind: 'held' };

const isSessionEnd = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/**
 * A save on a patchy link. The entry carries one idempotency key from the moment the form opens
 * until the server gives a final answer, so sending it again after a lost answer cannot store it
 * twice; changed values get a new key. Offline, nothing is sent: the form keeps its values and
 * `resubmit` runs when the connection returns. No answer within the request's time limit leaves
 * the entry with a Retry. `cancel` aborts the request on the wire; a cancelled save reports nothing.
 */
export function useGuardedSave<TInput, TResult>(
  send: (input: TInput, context: SendContext) => Promise<TResult>,
  resubmit: () => void,
) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const key = useRef({ value: createIdempotencyKey(), body: null as string | null });
  const inFlight = useRef<AbortController | null>(null);
  const online = useOnline();
  const resubmitRef = useRef(resubmit);
  resubmitRef.current = resubmit;

  const save = useCallback(
    async (input: TInput): Promise<SaveOutcome<TResult>> => {
      if (!onlineManager.isOnline()) {
        setProblem('offline');
        return { kind: 'held' };
      }
      const body = JSON.stringify(input);
      if (key.current.body !== null && key.current.body !== body) key.current = { value: createIdempotencyKey(), body: null };
      key.current.body = body;
      const controller = new AbortController();
      inFlight.current = controller;
      setSending(true);
      setProblem(null);
      try {
        const result = await send(input, { signal: controller.signal, idempotencyKey: key.current.value });
        if (controller.signal.aborted) return { kind: 'held' };
        // a final answer: the next save of this form is a new entry
        key.current = { value: createIdempotencyKey(), body: null };
        return { kind: 'saved', result };
      } catch (error) {
        if (controller.signal.aborted || isSessionEnd(error)) return { kind: 'held' };
        if (error instanceof NetworkError && (error.offline || !onlineManager.isOnline())) {
          setProblem('offline');
          return { kind: 'held' };
        }
        if (error instanceof RequestTimeoutError) {
          setProblem('timed-out');
          return { kind: 'held' };
        }
        // the key stays only while the outcome is unknown (it may have been stored)
        if (!isTransientError(error)) key.current = { value: createIdempotencyKey(), body: null };
        return { kind: 'failed', error };
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setSending(false);
        }
      }
    },
    [send],
  );

  // back online with an entry waiting: send it again (the form checks its current values first)
  useEffect(() => {
    if (online && problem === 'offline') resubmitRef.current();
  }, [online, problem]);

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setSending(false);
    setProblem(null);
  }, []);

  // a form closed by any means takes its request with it
  useEffect(() => () => inFlight.current?.abort(), []);

  return { sending, problem, save, cancel };
}
