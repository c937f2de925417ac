import { notifications } from '@mantine/notifications';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { onlineManager } from '@tanstack/react-query';
import { text } from '../i18n/text.ts';
import { useGuardedSave } from './use-guarded-save.ts';

interface WriteOptions<TTarget, TResult> {
  /** The call, carrying the write's idempotency key. */
  send: (target: TTarget, context: { idempotencyKey: string; signal: AbortSignal }) => Promise<TResult>;
  /** The record the write is about: the same record gets the same key until a final answer. */
  identity: (target: TTarget) => string | number;
  /** After the server's yes: read again what it changed, say so. */
  onSaved: (result: TResult, target: TTarget) => unknown;
  /** The server's refusal (or a failure), in the user's language. */
  failed: (error: unknown) => string;
  /** Said instead of sending when offline: a one-click write is never queued to run unseen later. */
  offline?: MessageId;
  /** Said when no answer came in time, instead of the general failure. */
  timedOut?: MessageId;
}

/** A one-click write is not sent again by itself when the connection returns: the person clicks again. */
const NOTHING_TO_RESEND = () => {};

/**
 * One click, one write (delete, undo, reactivate), through the same save as the forms
 * (`useGuardedSave`: an idempotency key kept per record until the server's final answer, so a
 * repeat after a lost answer is the same write). Checked online first and never held for later; the
 * answer read back by `onSaved`; a refusal, a drop or no answer in time said in the user's language.
 */
export function useWrite<TTarget, TResult>(options: WriteOptions<TTarget, TResult>) {
  const save = useGuardedSave(options.send, NOTHING_TO_RESEND, { identity: options.identity });
  const offlineText = () => text(options.offline ?? 'network.offline');
  const run = async (target: TTarget) => {
    if (!onlineManager.isOnline()) {
      notifications.show({ message: offlineText(), color: 'gray' });
      return;
    }
    const outcome = await save.save(target);
    if (outcome.kind === 'saved') {
      await options.onSaved(outcome.result, target);
      return;
    }
    let message: string | undefined;
    if (outcome.kind === 'failed') message = options.failed(outcome.error);
    else if (outcome.reason === 'offline') message = offlineText();
    else if (outcome.reason === 'timed-out') message = options.timedOut ? text(options.timedOut) : options.failed(outcome.error);
    if (message) notifications.show({ color: 'red', message });
  };
  return { run };
}
