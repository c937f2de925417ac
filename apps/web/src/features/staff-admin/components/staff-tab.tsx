import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Menu,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import { STAFF_SEARCH_MAX, STAFF_STATUSES, type StaffMember } from '@portal/contract/staff-admin';
import { IconDots, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { usePhone } from '../../../components/use-phone.ts';
import { useReturnFocus } from '../../../components/use-return-focus.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useWrite } from '../../../lib/network/use-write.ts';
import { PeopleSeenModal } from '../../privacy/components/people-seen-modal.tsx';
import { useMaySeeAccessRecords } from '../../privacy/lib/may-hold.ts';
import { resetPassword, setStaffActive, useRefreshAdministration, useRoles, useStaffList } from '../api/staff-admin.ts';
import { roleName } from '../lib/admin-names.ts';
import { StaffFormModal } from './staff-form-modal.tsx';
import { StaffImportModal } from './staff-import-modal.tsx';
import { TemporaryPasswordModal } from './temporary-password-modal.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'edit'; member: StaffMember }
  | { kind: 'password'; name: string; password: string }
  | { kind: 'seen'; member: StaffMember }
  | null;

const STATUS_LABELS = {
  all: 'staffAdmin.statusAll',
  active: 'staffAdmin.statusActive',
  inactive: 'staffAdmin.statusInactive',
} as const;

/** The staff: search and filters, a page at a time with the total, and what an administrator does to each. */
export function StaffTab() {
  const t = useText();
  const phone = usePhone();
  const { problem } = useAdminProblem();
  const refresh = useRefreshAdministration();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 300);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [status, setStatus] = useState<(typeof STAFF_STATUSES)[number]>('all');
  const [office, setOffice] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [dialog, setDialogNow] = useState<Dialog>(null);
  // a dialog opened from a button gives the focus back to it when it closes
  const focus = useReturnFocus();
  const setDialog = (next: Dialog) => {
    if (next === null) focus.restore();
    else if (dialog === null) focus.remember();
    setDialogNow(next);
  };
  const roles = useRoles();
  const seesAccessRecords = useMaySeeAccessRecords();
  const query = useStaffList({
    search: typed || undefined,
    role_id: roleId ? Number(roleId) : undefined,
    status,
    office: office ?? undefined,
    page,
  });
  const list = query.data;
  // a new filter starts at the first page
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const activation = useWrite({
    send: ({ member, active }: { member: StaffMember; active: boolean }, context) =>
      setStaffActive(member.user_id, active, context),
    identity: ({ member }) => member.user_id,
    onSaved: (_result, { member, active }) => {
      notifications.show({
        color: 'green',
        message: t(active ? 'staffAdmin.reactivated' : 'staffAdmin.deactivated', { name: member.emp_name }),
      });
      return refresh();
    },
    failed: (error) => problem(error, 'staffAdmin.saveFailed'),
  });
  const reset = useWrite({
    send: (member: StaffMember, context) => resetPassword(member.user_id, context),
    identity: (member) => member.user_id,
    onSaved: (result, member) => {
      setDialog({ kind: 'password', name: member.emp_name, password: result.temporary_password });
      return refresh();
    },
    failed: (error) => problem(error, 'staffAdmin.saveFailed'),
  });

  const confirm = (title: string, body: string, label: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: label, cancel: t('staffAdmin.cancel') },
      confirmProps: { color: 'red' },
      onConfirm,
    });

  const actions = (member: StaffMember): ReactNode => {
    const active = member.status_id === RECORD_ACTIVE;
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" size="compact-sm" aria-label={t('staffAdmin.actions', { name: member.emp_name })}>
            <IconDots size={18} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog({ kind: 'edit', member })}>{t('staffAdmin.editAction')}</Menu.Item>
          {seesAccessRecords && (
            <Menu.Item onClick={() => setDialog({ kind: 'seen', member })}>{t('privacy.peopleSeen')}</Menu.Item>
          )}
          <Menu.Item
            onClick={() =>
              confirm(
                t('staffAdmin.resetTitle', { name: member.emp_name }),
                t('staffAdmin.resetText'),
                t('staffAdmin.resetPassword'),
                () => void reset.run(member),
              )
            }
          >
            {t('staffAdmin.resetPassword')}
          </Menu.Item>
          {active ? (
            <Menu.Item
              color="red"
              onClick={() =>
                confirm(
                  t('staffAdmin.deactivateTitle', { name: member.emp_name }),
                  t('staffAdmin.deactivateText'),
                  t('staffAdmin.deactivate'),
                  () => void activation.run({ member, active: false }),
                )
              }
            >
              {t('staffAdmin.deactivate')}
            </Menu.Item>
          ) : (
            <Menu.Item onClick={() => void activation.run({ member, active: true })}>{t('staffAdmin.reactivate')}</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  };

  const badges = (member: StaffMember) => (
    <>
      {member.status_id !== RECORD_ACTIVE && (
        <Badge color="gray" variant="light" size="sm">
          {t('staffAdmin.statusInactive')}
        </Badge>
      )}
      {member.must_change_password && (
        <Badge color={member.temporary_password_expired ? 'red' : 'yellow'} variant="light" size="sm">
          {t(member.temporary_password_expired ? 'staffAdmin.temporaryExpired' : 'staffAdmin.mustChange')}
        </Badge>
      )}
    </>
  );
  const rolesOf = (member: StaffMember) => member.roles.map((r) => roleName(r.role_name)).join(', ');
  const lastSignIn = (member: StaffMember) =>
    member.last_sign_in_at ? formatMoment(member.last_sign_in_at) : t('staffAdmin.never');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label={t('staffAdmin.search')}
          placeholder={t('staffAdmin.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => filter(setSearch)(e.currentTarget.value)}
          maxLength={STAFF_SEARCH_MAX}
          w={phone ? '100%' : 320}
        />
        <Group gap="xs">
          <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setDialog({ kind: 'import' })}>
            {t('staffAdmin.import')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add' })} disabled={!roles.data}>
            {t('staffAdmin.add')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} maw={phone ? undefined : 720}>
        <Select
          label={t('staffAdmin.role')}
          placeholder={t('staffAdmin.anyRole')}
          data={(roles.data?.roles ?? []).map((r) => ({ value: String(r.role_id), label: roleName(r.role_name) }))}
          value={roleId}
          onChange={filter(setRoleId)}
          clearable
        />
        <Select
          label={t('staffAdmin.status')}
          data={STAFF_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))}
          value={status}
          onChange={(value) => filter(setStatus)((value as typeof status | null) ?? 'all')}
          allowDeselect={false}
        />
        <Select
          label={t('staffAdmin.office')}
          placeholder={t('staffAdmin.anyOffice')}
          data={list?.offices ?? []}
          value={office}
          onChange={filter(setOffice)}
          clearable
          searchable
        />
      </SimpleGrid>
      {query.isError && !list && (
        <LoadFailed message={t('staffAdmin.failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {!list && !query.isError && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {list && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="staff-total">
          {t('staffAdmin.total', { count: list.total })}
        </Text>
      )}
      {list && list.rows.length === 0 && <Text c="dimmed">{t('staffAdmin.nobody')}</Text>}
      {list && list.rows.length > 0 && phone && (
        <Stack gap="sm" data-testid="staff-table">
          {list.rows.map((member) => (
            <Card key={member.user_id} withBorder padding="sm" role="group" aria-label={member.emp_name}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700}>{member.emp_name}</Text>
                    {badges(member)}
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {member.work_email}
                  </Text>
                  <Text size="sm">{rolesOf(member)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('staffAdmin.lastSignIn')}: {lastSignIn(member)}
                  </Text>
                </Stack>
                {actions(member)}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {list && list.rows.length > 0 && !phone && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped fz="sm" data-testid="staff-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staffAdmin.name')}</Table.Th>
                <Table.Th>{t('staffAdmin.email')}</Table.Th>
                <Table.Th>{t('staffAdmin.roles')}</Table.Th>
                <Table.Th>{t('staffAdmin.lastSignIn')}</Table.Th>
                <Table.Th aria-label={t('staffAdmin.actions', { name: '' })} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.rows.map((member) => (
                <Table.Tr key={member.user_id}>
                  <Table.Td>
                    <Group gap="xs">
                      {member.emp_name} {badges(member)}
                    </Group>
                  </Table.Td>
                  <Table.Td>{member.work_email}</Table.Td>
                  <Table.Td>{rolesOf(member)}</Table.Td>
                  <Table.Td>{lastSignIn(member)}</Table.Td>
                  <Table.Td ta="right">{actions(member)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list && list.total > list.page_size && (
        <nav aria-label={t('staffAdmin.pages')}>
          <Pagination
            total={Math.ceil(list.total / list.page_size)}
            value={page}
            onChange={setPage}
            size="sm"
            withEdges={!phone}
            getControlProps={(control) => ({ 'aria-label': t(`staffAdmin.pageControl.${control}`) })}
            getItemProps={(item) => ({
              'aria-label': t('staffAdmin.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
      {dialog?.kind === 'add' && roles.data && (
        <StaffFormModal
          roles={roles.data.roles}
          onClose={() => setDialog(null)}
          onAdded={(name, password) => setDialog({ kind: 'password', name, password })}
        />
      )}
      {dialog?.kind === 'edit' && roles.data && (
        <StaffFormModal roles={roles.data.roles} member={dialog.member} onClose={() => setDialog(null)} onAdded={() => {}} />
      )}
      {dialog?.kind === 'import' && <StaffImportModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'seen' && <PeopleSeenModal member={dialog.member} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && (
        <TemporaryPasswordModal name={dialog.name} password={dialog.password} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
