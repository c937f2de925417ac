import { Anchor, Avatar, Badge, Center, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { encodeEmployeeId } from '@portal/contract/base64-id';
import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AppModal } from '../../../components/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { serverName, serverNameOfEnglish } from '../../../lib/i18n/text.ts';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useRoleMenu } from '../../../lib/role-menu.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** The seeded roles' names in the catalogue, by their English names. */
const ROLE_NAMES = 'profile.roleNames.';

function Field({ label, value }: { label: string; value: ReactNode }) {
  const t = useText();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? t('profile.empty') : value}
      </Text>
    </Stack>
  );
}

/** Spec §2 user profile: the id is the employee id in base64 twice. */
export function UserProfilePage() {
  const t = useText();
  usePageTitle(t('page.userProfile'));
  const { userId = '' } = useParams();
  const { data, isPending, error, fetchStatus, refetch, isFetching } = useUserProfile(userId);
  const { userInfo } = useRoleMenu();
  const [passwordOpened, passwordModal] = useDisclosure(false);

  if (isPending) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <Text>{t('profile.loading')}</Text>
        {fetchStatus === 'paused' && <Text c="dimmed">{t('network.waitingForConnection')}</Text>}
      </Stack>
    );
  }
  // the server said there is no such profile for this user: User not found (spec §8); no answer
  // (or a failure of the server) is a load that failed, with a Retry
  if (error && !(error instanceof ApiError && error.status < 500)) {
    return (
      <Paper withBorder radius="md" p="lg" maw={900} mx="auto">
        <LoadFailed message={t('network.profileFailed')} onRetry={() => void refetch()} retrying={isFetching} />
      </Paper>
    );
  }
  if (error || !data?.user) {
    return (
      <Center py="xl">
        <Title order={2} size="h3">
          {t('profile.notFound')}
        </Title>
      </Center>
    );
  }
  const { user, userRoles } = data;
  const isOwn = userInfo !== null && encodeEmployeeId(userInfo.emp_id) === userId;
  const active = user.status_id === ACTIVE_STATUS_ID;
  const statusName = serverName(`lookup.recordStatus.${user.status_id}`, user.status_name);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={900} mx="auto">
      <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
        <Group>
          <Avatar color="green" radius="xl" size="lg">
            {user.emp_name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Title order={2} size="h3">
              {user.emp_name}
            </Title>
            <Text c="dimmed" size="sm">
              {user.job_title ?? ''}
            </Text>
          </Stack>
        </Group>
        {isOwn && (
          <Anchor component="button" type="button" onClick={passwordModal.open}>
            {t('profile.changePassword')}
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        <Field label={t('profile.fields.employeeId')} value={user.emp_id} />
        <Field label={t('profile.fields.employeeNumber')} value={user.employee_number} />
        <Field label={t('profile.fields.email')} value={user.work_email} />
        <Field label={t('profile.fields.mobile')} value={user.mobile} />
        <Field label={t('profile.fields.entity')} value={user.entity_name} />
        <Field
          label={t('profile.fields.status')}
          value={
            <Badge color={active ? 'green' : 'red'} variant="light" c={active ? undefined : 'red'} data-testid="user-status">
              {statusName}
            </Badge>
          }
        />
        <Field label={t('profile.fields.jobTitle')} value={user.job_title} />
        <Field label={t('profile.fields.manager')} value={user.manager_name} />
        <Field label={t('profile.fields.officeLocation')} value={user.office_location} />
        <Field label={t('profile.fields.costCenter')} value={user.cost_center_name} />
        <Field label={t('profile.fields.payGrade')} value={user.pay_grade} />
        <Field
          label={t('profile.fields.roles')}
          value={
            userRoles.length ? userRoles.map((r) => serverNameOfEnglish(ROLE_NAMES, r.role_name)).join(', ') : t('profile.noRole')
          }
        />
      </SimpleGrid>
      <AppModal opened={passwordOpened} onClose={passwordModal.close} title={t('profile.changePassword')} centered>
        <ChangePasswordForm onDone={passwordModal.close} />
      </AppModal>
    </Paper>
  );
}
