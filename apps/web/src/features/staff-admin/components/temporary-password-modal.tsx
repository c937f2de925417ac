import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { TEMPORARY_PASSWORD_HOURS } from '@portal/contract/constants';
import { AppModal, ModalActions } from '../../../components/app-modal.tsx';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';

/** A temporary password, shown once: the administrator hands it over; it is not kept anywhere on this screen after closing. */
export function TemporaryPasswordModal({ name, password, onClose }: { name: string; password: string; onClose: () => void }) {
  const t = useText();
  return (
    <AppModal opened onClose={onClose} title={t('staffAdmin.temporaryTitle', { name })} centered withCloseButton={false}>
      <Stack>
        <Text size="sm">{t('staffAdmin.temporaryText')}</Text>
        <Text size="sm">{t('staffAdmin.temporaryHours', { hours: TEMPORARY_PASSWORD_HOURS })}</Text>
        <Group gap="sm">
          <Code fz="lg" data-testid="temporary-password" translate="no">
            {password}
          </Code>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button variant="light" size="xs" onClick={copy}>
                {copied ? t('staffAdmin.copied') : t('staffAdmin.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <ModalActions>
          <Button onClick={onClose}>{t('staffAdmin.close')}</Button>
        </ModalActions>
      </Stack>
    </AppModal>
  );
}
