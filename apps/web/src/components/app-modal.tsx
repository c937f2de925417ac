import { Group, type GroupProps, Modal, type ModalProps } from '@mantine/core';
import { useModals } from '@mantine/modals';

/**
 * Every form dialog of the portal. Escape closes only the top dialog: while a message of
 * @mantine/modals (an error, a confirmation) stands over this one, Escape is left to that message,
 * so the form under it keeps what the user typed.
 */
export function AppModal({ closeOnEscape = true, ...props }: ModalProps) {
  const { modals: stacked } = useModals();
  return <Modal {...props} closeOnEscape={closeOnEscape && stacked.length === 0} />;
}

/** The Save/Cancel row at the foot of a dialog's form. */
export function ModalActions({ children, ...props }: GroupProps) {
  return (
    <Group justify="flex-end" {...props}>
      {children}
    </Group>
  );
}
