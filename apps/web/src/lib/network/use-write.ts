import { notifications } from '@mantine/notifications';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { createIdempotencyKey } from '@portal/contract/idempotency';
import { onlineManager, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { text } from '../i18n/text.ts';
import { isTransientError, NetworkError, RequestTimeoutError } from './errors.ts';

interface WriteOptions<TTarget, TResult> {
  /** The call, carrying the write's idempotency key. */
  send: (target: TTarget, context: { idempotencyKey: string }) => Promise<TResult>;
  /** The record the write is about: the same record gets the same key until a final answer. */
  identity: (target: TTarget) => string | number;
  /** After the server's yes: read again what it changed, say so. */
  onSaved: (result: TResult, target: TTarget) => unknown;
  /** The server's refusal (or a failure), in the user's language. */
  failed: (error: Error) => string;
  /** Said instead of sending when offline: a one-click write is never queued to run unseen later. */
  offline?: MessageId;
  /** Said when no answer came in time, instead of the general failure. */
  timedOut?: MessageId;
}

/**
 * One click, one write (delete, undo, reactivate): checked online first, sent with an idempotency
 * key kept per record until the server gives a final answer, so a repeat after a lost answer is the
 * same write; the answer read back by `onSaved`, a failure shown in the user's language. Forms keep
 * their entries across a dropped link with `useGuardedSave`.
 */
export function useWrite<TTarget, TResult>(options: WriteOptions<TTarget, TResult>) {
  const keys = useRef(new Map<string | number, string>());
  const mutation = useMutation({
    mutationFn: (target: TTarget) => {
      const identity = options.identity(target);
      const idempotencyKey = keys.current.get(identity) ?? createIdempotencyKey();
      keys.current.set(identity, idempotencyKey);
      return options.send(target, { idempotencyKey });
    },
    // offline is checked before the call; a drop on the way fails at once instead of waiting unseen
    networkMode: 'always',
    onSuccess: (result, target) => {
      keys.current.delete(options.identity(target));
      return options.onSaved(result, target);
    },
    onError: (error, target) => {
      // the key stays only while the outcome is unknown (the write may have been stored)
      if (!isTransientError(error)) keys.current.delete(options.identity(target));
      const message =
        error instanceof RequestTimeoutError && options.timedOut
          ? text(options.timedOut)
          : error instanceof NetworkError && error.offline && options.offline
            ? text(options.offline)
            : options.failed(error);
      notifications.show({ color: 'red', message });
    },
  });
  const run = (target: TTarget) => {
    if (!onlineManager.isOnline()) {
      notifications.show({ message: text(options.offline ?? 'network.offline'), color: 'gray' });
      return;
    }
    mutation.mutate(target);
  };
  return { run };
}
