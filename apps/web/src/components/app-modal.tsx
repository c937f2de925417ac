import { Group, type GroupProps, Modal, type ModalProps } from '@mantine/core';
import { useModals } from '@mantine/modals';
import classes from './app-modal.module.css';
import { usePhone } from './use-phone.ts';

/**
 * Every form dialog of the portal. Escape closes only the top dialog: while a message of
 * @mantine/modals (an error, a confirmation) stands over this one, Escape is left to that message,
 * so the form under it keeps what the user typed. On a phone the dialog fills the screen.
 */
export function AppModal({ closeOnEscape = true, fullScreen, transitionProps, ...props }: ModalProps) {
  const { modals: stacked } = useModals();
  const phone = usePhone();
  const full = fullScreen ?? phone;
  return (
    <Modal
      {...props}
      fullScreen={full}
      // a full-screen dialog fades in rather than dropping from above
      transitionProps={full ? { transition: 'fade', ...transitionProps } : transitionProps}
      closeOnEscape={closeOnEscape && stacked.length === 0}
    />
  );
}

/** The Save/Cancel row at the foot of a dialog's form, kept in view at the bottom of the dialog. */
export function ModalActions({ children, className, ...props }: GroupProps) {
  return (
    <Group
      justify="flex-end"
      {...props}
      className={className ? `${classes.actions} ${className}` : classes.actions}
      data-modal-actions
    >
      {children}
    </Group>
  );
}
