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
  /**
   * Not saved now: kept for later (offline, timed out), cancelled, or the session ended. A form shows
   * its `problem`; a one-click write says why (`useWrite`).
   */
  | { kind: 'held'; reason: HeldReason; error?: unknown };

export type HeldReason = 'offline' | 'timed-out' | 'cancelled' | 'session-ended';

export interface SaveOptions<TInput> {
  /**
   * The record a save is about: each keeps its own idempotency key until the server's final answer.
   * Without it the hook saves one entry (a form), whose key changes when its values do.
   */
  identity?: (input: TInput) => string | number;
}

/** A form's one entry. */
const ENTRY = 'entry';

const isSessionEnd = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/**
 * Every write of the web on a patchy link (forms, and through `useWrite` the one-click writes). An
 * entry carries one idempotency key until the server gives a final answer, so sending it again after
 * a lost answer cannot store it twice; changed values get a new key. Offline, nothing is sent: a form
 * keeps its values and `resubmit` runs when the connection returns. No answer within the request's
 * time limit leaves the entry with a Retry. `cancel` aborts the request on the wire; a cancelled save
 * reports nothing.
 */
export function useGuardedSave<TInput, TResult>(
  send: (input: TInput, context: SendContext) => Promise<TResult>,
  resubmit: () => void,
  options: SaveOptions<TInput> = {},
) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(null);
  // each entry's key and the values it was made for
  const keys = useRef(new Map<string | number, { value: string; body: string }>());
  const identityRef = useRef(options.identity);
  identityRef.current = options.identity;
  const inFlight = useRef<AbortController | null>(null);
  const online = useOnline();
  const resubmitRef = useRef(resubmit);
  resubmitRef.current = resubmit;

  const save = useCallback(
    async (input: TInput): Promise<SaveOutcome<TResult>> => {
      if (!onlineManager.isOnline()) {
        setProblem('offline');
        return { kind: 'held', reason: 'offline' };
      }
      const entry = identityRef.current?.(input) ?? ENTRY;
      const body = JSON.stringify(input);
      let key = keys.current.get(entry);
      if (key?.body !== body) {
        key = { value: createIdempotencyKey(), body };
        keys.current.set(entry, key);
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setSending(true);
      setProblem(null);
      try {
        const result = await send(input, { signal: controller.signal, idempotencyKey: key.value });
        if (controller.signal.aborted) return { kind: 'held', reason: 'cancelled' };
        // a final answer: the next save of this entry is a new one
        keys.current.delete(entry);
        return { kind: 'saved', result };
      } catch (error) {
        if (controller.signal.aborted) return { kind: 'held', reason: 'cancelled' };
        if (isSessionEnd(error)) return { kind: 'held', reason: 'session-ended' };
        if (error instanceof NetworkError && (error.offline || !onlineManager.isOnline())) {
          setProblem('offline');
          return { kind: 'held', reason: 'offline', error };
        }
        if (error instanceof RequestTimeoutError) {
          setProblem('timed-out');
          return { kind: 'held', reason: 'timed-out', error };
        }
        // the key stays only while the outcome is unknown (it may have been stored)
        if (!isTransientError(error)) keys.current.delete(entry);
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
