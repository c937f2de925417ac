import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { roleMenuQueryOptions } from '../../../lib/role-menu.ts';
import { ChangePasswordForm } from '../../profile/components/change-password-form.tsx';

/**
 * A password an administrator set (a new account, a reset): before any screen the user chooses their
 * own. The server refuses every other call until then; the menu read again lets the portal in.
 */
export function MustChangePassword() {
  const t = useText();
  usePageTitle(t('staffAdmin.mustChangeTitle'));
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: roleMenuQueryOptions().queryKey });
  return (
    <Paper p="md" radius="md" withBorder maw={480} mx="auto">
      <Stack>
        <Title order={2} size="h3">
          {t('staffAdmin.mustChangeTitle')}
        </Title>
        <Text size="sm">{t('staffAdmin.mustChangeText')}</Text>
        <ChangePasswordForm onDone={done} />
      </Stack>
    </Paper>
  );
}
