import { Button, Text } from '@mantine/core';
import { SaveProblemNotice } from '../lib/network/save-problem.tsx';
import type { SaveProblem } from '../lib/network/use-guarded-save.ts';
import { ModalActions } from './app-modal.tsx';

/**
 * The foot of an administration form's dialog: the server's refusal in words, the connection's
 * problem with Retry, and Cancel and Save (a submit button, busy while sending).
 */
export function FormFooter({
  refusal,
  problem,
  sending,
  onRetry,
  onCancel,
  cancelLabel,
  saveLabel,
  danger = false,
  saveDisabled = false,
}: {
  refusal: string | undefined;
  problem: SaveProblem;
  sending: boolean;
  onRetry: () => void;
  onCancel: () => void;
  cancelLabel: string;
  saveLabel: string;
  /** A save that destroys (an erasure): red. */
  danger?: boolean;
  saveDisabled?: boolean;
}) {
  return (
    <>
      {refusal && (
        <Text c="red.8" size="sm" role="alert">
          {refusal}
        </Text>
      )}
      <ModalActions>
        <SaveProblemNotice problem={problem} onRetry={onRetry} />
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={sending} color={danger ? 'red' : undefined} disabled={saveDisabled}>
          {saveLabel}
        </Button>
      </ModalActions>
    </>
  );
}
