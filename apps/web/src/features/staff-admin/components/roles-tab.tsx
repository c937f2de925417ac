import { Badge, Button, Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import type { AdminRole } from '@portal/contract/staff-admin';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { usePhone } from '../../../components/use-phone.ts';
import { useReturnFocus } from '../../../components/use-return-focus.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useWrite } from '../../../lib/network/use-write.ts';
import { setRoleActive, useRefreshAdministration, useRoles } from '../api/staff-admin.ts';
import { permissionLabel, roleName } from '../lib/admin-names.ts';
import { RoleFormModal } from './role-form-modal.tsx';

/** The roles: what each may do, how many active staff hold it; new, change, retire and bring back. */
export function RolesTab() {
  const t = useText();
  const format = useFormat();
  const phone = usePhone();
  const { problem } = useAdminProblem();
  const refresh = useRefreshAdministration();
  const query = useRoles();
  const [editing, setEditingNow] = useState<AdminRole | 'new' | null>(null);
  const focus = useReturnFocus();
  const setEditing = (next: AdminRole | 'new') => {
    focus.remember();
    setEditingNow(next);
  };
  const activation = useWrite({
    send: ({ role, active }: { role: AdminRole; active: boolean }, context) => setRoleActive(role.role_id, active, context),
    identity: ({ role }) => role.role_id,
    onSaved: (_result, { role, active }) => {
      notifications.show({
        color: 'green',
        message: t(active ? 'staffAdmin.roleRestored' : 'staffAdmin.roleRetired', { name: roleName(role.role_name) }),
      });
      return refresh();
    },
    failed: (error) => problem(error, 'staffAdmin.saveFailed'),
  });
  const retire = (role: AdminRole) =>
    modals.openConfirmModal({
      title: t('staffAdmin.retireTitle', { name: roleName(role.role_name) }),
      children: <Text size="sm">{t('staffAdmin.retireText')}</Text>,
      labels: { confirm: t('staffAdmin.retire'), cancel: t('staffAdmin.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void activation.run({ role, active: false }),
    });
  const data = query.data;
  const buttons = (role: AdminRole) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button variant="default" size="compact-sm" onClick={() => setEditing(role)}>
        {t('staffAdmin.editAction')}
      </Button>
      {role.status_id === RECORD_ACTIVE ? (
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => retire(role)}>
          {t('staffAdmin.retire')}
        </Button>
      ) : (
        <Button variant="subtle" size="compact-sm" onClick={() => void activation.run({ role, active: true })}>
          {t('staffAdmin.restore')}
        </Button>
      )}
    </Group>
  );
  const name = (role: AdminRole) => (
    <Group gap="xs">
      <Text fw={700} size="sm">
        {roleName(role.role_name)}
      </Text>
      {role.status_id !== RECORD_ACTIVE && (
        <Badge color="gray" variant="light" size="sm">
          {t('staffAdmin.retired')}
        </Badge>
      )}
    </Group>
  );
  const permissions = (role: AdminRole) => role.permissions.map(permissionLabel).join(', ');
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={!data}>
          {t('staffAdmin.addRole')}
        </Button>
      </Group>
      {query.isError && !data && (
        <LoadFailed message={t('staffAdmin.rolesFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {!data && !query.isError && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {data && phone && (
        <Stack gap="sm" data-testid="roles-table">
          {data.roles.map((role) => (
            <Card key={role.role_id} withBorder padding="sm" role="group" aria-label={roleName(role.role_name)}>
              <Stack gap={4}>
                {name(role)}
                <Text size="sm">{permissions(role)}</Text>
                <Text size="sm" c="dimmed">
                  {t('staffAdmin.staffCount')}: {format.count(role.staff)}
                </Text>
                {buttons(role)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {data && !phone && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped fz="sm" data-testid="roles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staffAdmin.roleName')}</Table.Th>
                <Table.Th>{t('staffAdmin.permissions')}</Table.Th>
                <Table.Th ta="right">{t('staffAdmin.staffCount')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.roles.map((role) => (
                <Table.Tr key={role.role_id}>
                  <Table.Td>{name(role)}</Table.Td>
                  <Table.Td>{permissions(role)}</Table.Td>
                  <Table.Td ta="right">{format.count(role.staff)}</Table.Td>
                  <Table.Td>{buttons(role)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && data && (
        <RoleFormModal
          role={editing === 'new' ? undefined : editing}
          menus={data.menus}
          onClose={() => {
            setEditingNow(null);
            focus.restore();
          }}
        />
      )}
    </Stack>
  );
}
