import type { MessageId } from '@portal/contract/i18n/en-IN';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type SendContext, useGuardedSave } from '../network/use-guarded-save.ts';
import { useAdminProblem } from './use-admin-problem.ts';

/**
 * A dialog's form sent once valid: a refusal goes to the form's root in words, a held save (offline,
 * no answer) waits for Retry or the connection, and a saved one runs `saved` and closes the dialog.
 * Closing cancels a save on its way.
 */
export function useDialogSave<Values extends FieldValues, Sent extends Values, Result>(
  form: UseFormReturn<Values, unknown, Sent>,
  {
    send,
    saved,
    failed,
    onClose,
  }: {
    send: (values: Sent, context: SendContext) => Promise<Result>;
    saved: (values: Sent) => Promise<unknown>;
    /** The text when the refusal names nothing the portal knows. */
    failed: MessageId;
    onClose: () => void;
  },
) {
  const { problem } = useAdminProblem();
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save.save(values);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      form.setError('root', { message: problem(outcome.error, failed) });
      return;
    }
    await saved(values);
    onClose();
  });
  const save = useGuardedSave(send, () => void onSubmit());
  const close = () => {
    save.cancel();
    onClose();
  };
  return { onSubmit, save, close };
}
