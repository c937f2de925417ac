import { Anchor, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ModalActions } from '../../../components/app-modal.tsx';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';

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
  const t = useText();
  return (
    <ModalActions justify="space-between" gap="xs">
      <Anchor component="button" type="button" size="sm" onClick={props.onTemplate}>
        {t('upload.template')}
      </Anchor>
      <Group gap="xs" ml="auto">
        <Button variant="default" onClick={props.onCancel}>
          {t('upload.cancel')}
        </Button>
        <Button variant="light" onClick={props.onCheck} disabled={props.checkDisabled}>
          {t('upload.check')}
        </Button>
        <Button onClick={props.onSubmit} disabled={props.submitDisabled}>
          {props.submitLabel}
        </Button>
      </Group>
    </ModalActions>
  );
}
