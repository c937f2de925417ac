import { Group, type GroupProps, Modal, type ModalProps } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useModals } from '@mantine/modals';
import { useLayoutEffect, useRef } from 'react';
import classes from './app-modal.module.css';
import { usePhone } from './use-phone.ts';

/**
 * Every form dialog of the portal. Escape closes only the top dialog: while a message of
 * @mantine/modals (an error, a confirmation) stands over this one, Escape is left to that message,
 * so the form under it keeps what the user typed. On a phone the dialog fills the screen.
 */
export function AppModal({ closeOnEscape = true, fullScreen, transitionProps, ...props }: ModalProps) {
  const { modals: stacked } = useModals();
  const messageOpen = stacked.length > 0;
  const phone = usePhone();
  const full = fullScreen ?? phone;

  // The message closes on the same keydown, and React renders that before this dialog's listener
  // runs: an Escape that began before the last message went away was that message's.
  const messageClosedAt = useRef(0);
  useLayoutEffect(() => {
    if (!messageOpen) messageClosedAt.current = performance.now();
  }, [messageOpen]);
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing || !props.opened || !closeOnEscape) return;
      if (messageOpen || event.timeStamp <= messageClosedAt.current) return;
      // an open select list takes its own Escape (Mantine marks its input so)
      if ((event.target as Element | null)?.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
      props.onClose();
    },
    { capture: true },
  );

  return (
    <Modal
      {...props}
      fullScreen={full}
      // a full-screen dialog fades in rather than dropping from above
      transitionProps={full ? { transition: 'fade', ...transitionProps } : transitionProps}
      closeOnEscape={false}
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
