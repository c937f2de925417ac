import { Loader, Modal, Stack } from '@mantine/core';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';

/** Spec §2: the Please Wait... dialog while a sign-in is on its way; nothing closes it but the answer. */
export function PleaseWaitDialog({ opened }: { opened: boolean }) {
  const t = useText();
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={t('login.pleaseWait')}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      size="xs"
    >
      <Stack align="center" py="md">
        <Loader />
      </Stack>
    </Modal>
  );
}
