import { Anchor, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { ModalActions } from '../../../components/app-modal.tsx';

/** The dialogs' messages of spec §8, shown as a small dialog over the upload dialog. */
export const showMessage = (title: string, text: string) => modals.open({ title, children: <Text>{text}</Text> });

interface UploadDialogFooterProps {
  onTemplate: () => void;
  onCancel: () => void;
  onCheck: () => void;
  onSubmit: () => void;
  checkDisabled: boolean;
  submitDisabled: boolean;
  submitLabel: string;
}

/** Template link, then Cancel, Check file and the dialog's own submit button, kept in view at the dialog's foot. */
export function UploadDialogFooter(props: UploadDialogFooterProps) {
  return (
    <ModalActions justify="space-between" gap="xs">
      <Anchor component="button" type="button" size="sm" onClick={props.onTemplate}>
        {T.template}
      </Anchor>
      <Group gap="xs" ml="auto">
        <Button variant="default" onClick={props.onCancel}>
          {T.cancel}
        </Button>
        <Button variant="light" onClick={props.onCheck} disabled={props.checkDisabled}>
          {T.check}
        </Button>
        <Button onClick={props.onSubmit} disabled={props.submitDisabled}>
          {props.submitLabel}
        </Button>
      </Group>
    </ModalActions>
  );
}
