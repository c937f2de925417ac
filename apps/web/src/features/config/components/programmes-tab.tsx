import { Badge, Button, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Programme, SubProgramme } from '@portal/contract/config';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { usePhone } from '../../../components/use-phone.ts';
import { useReturnFocus } from '../../../components/use-return-focus.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useWrite } from '../../../lib/network/use-write.ts';
import { setActive, useConfigProgrammes, useRefreshProgrammes } from '../api/programmes.ts';
import { type ProgrammeDialog, ProgrammeFormModal } from './programme-form-modal.tsx';

type Row = { kind: 'program'; row: Programme } | { kind: 'subProgram'; row: SubProgramme };

/** Each programme with its sub-programmes: names in both languages, what each asks, retired ones marked. */
export function ProgrammesTab() {
  const t = useText();
  const { locale } = useLocale();
  const phone = usePhone();
  const { problem } = useAdminProblem();
  const refresh = useRefreshProgrammes();
  const query = useConfigProgrammes();
  const [dialog, setDialog] = useState<ProgrammeDialog | null>(null);
  const focus = useReturnFocus();
  const open = (next: ProgrammeDialog) => {
    focus.remember();
    setDialog(next);
  };
  const shown = (row: { name: string; name_kn: string | null }) => (locale === 'kn-IN' && row.name_kn) || row.name;
  const activation = useWrite({
    send: ({ item, active }: { item: Row; active: boolean }, context) =>
      setActive(item.kind, item.kind === 'program' ? item.row.program_id : item.row.sub_program_id, active, context),
    identity: ({ item }) => `${item.kind}:${item.kind === 'program' ? item.row.program_id : item.row.sub_program_id}`,
    onSaved: (_result, { item, active }) => {
      notifications.show({
        color: 'green',
        message: t(active ? 'config.restoredDone' : 'config.retiredDone', { name: shown(item.row) }),
      });
      return refresh();
    },
    failed: (error) => problem(error, 'config.saveFailed'),
  });
  const retire = (item: Row) =>
    modals.openConfirmModal({
      title: t('config.retireTitle', { name: shown(item.row) }),
      children: <Text size="sm">{t('config.retireText')}</Text>,
      labels: { confirm: t('config.retire'), cancel: t('config.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void activation.run({ item, active: false }),
    });
  const buttons = (item: Row, change: () => void) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button variant="default" size="compact-sm" onClick={change} aria-label={`${t('config.change')}: ${shown(item.row)}`}>
        {t('config.change')}
      </Button>
      {item.row.status_id === RECORD_ACTIVE ? (
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => retire(item)}>
          {t('config.retire')}
        </Button>
      ) : (
        <Button variant="subtle" size="compact-sm" onClick={() => void activation.run({ item, active: true })}>
          {t('config.restore')}
        </Button>
      )}
    </Group>
  );
  const retiredBadge = (row: { status_id: number }) =>
    row.status_id !== RECORD_ACTIVE && (
      <Badge color="gray" variant="light" size="sm">
        {t('config.retired')}
      </Badge>
    );
  const flags = (s: SubProgramme) => (
    <Group gap={4}>
      {s.is_mutual_fund && (
        <Badge variant="light" size="sm">
          {t('config.mutualFundBadge')}
        </Badge>
      )}
      {s.skips_education && (
        <Badge variant="light" color="grape" size="sm">
          {t('config.noEducationBadge')}
        </Badge>
      )}
    </Group>
  );
  const data = query.data;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => open({ kind: 'program' })} disabled={!data}>
          {t('config.addProgramme')}
        </Button>
      </Group>
      {query.isError && !data && (
        <LoadFailed message={t('config.failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {!data && !query.isError && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {data?.programs.map((programme) => {
        const subs = data.sub_programs.filter((s) => s.program_id === programme.program_id);
        return (
          <Card key={programme.program_id} withBorder padding="sm" data-testid={`programme-${programme.program_id}`}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Group gap="xs">
                  <Title order={3} size="h5">
                    {shown(programme)}
                  </Title>
                  {retiredBadge(programme)}
                </Group>
                {buttons({ kind: 'program', row: programme }, () => open({ kind: 'program', row: programme }))}
              </Group>
              {phone ? (
                <Stack gap="xs">
                  {subs.map((s) => (
                    <Card key={s.sub_program_id} withBorder padding="xs" role="group" aria-label={shown(s)}>
                      <Stack gap={4}>
                        <Group gap="xs">
                          <Text fw={700} size="sm">
                            {shown(s)}
                          </Text>
                          {retiredBadge(s)}
                        </Group>
                        {flags(s)}
                        {buttons({ kind: 'subProgram', row: s }, () => open({ kind: 'subProgram', programme, row: s }))}
                      </Stack>
                    </Card>
                  ))}
                </Stack>
              ) : (
                <Table fz="sm" striped>
                  <Table.Tbody>
                    {subs.map((s) => (
                      <Table.Tr key={s.sub_program_id}>
                        <Table.Td>
                          <Group gap="xs">
                            {shown(s)} {retiredBadge(s)}
                          </Group>
                        </Table.Td>
                        <Table.Td>{flags(s)}</Table.Td>
                        <Table.Td>
                          {buttons({ kind: 'subProgram', row: s }, () => open({ kind: 'subProgram', programme, row: s }))}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              <Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => open({ kind: 'subProgram', programme })}
                >
                  {t('config.addSubProgramme')}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
      {dialog && (
        <ProgrammeFormModal
          dialog={dialog}
          title={
            dialog.kind === 'program'
              ? t('config.programmeTitle')
              : t('config.subProgrammeTitle', { programme: shown(dialog.programme) })
          }
          onClose={() => {
            setDialog(null);
            focus.restore();
          }}
        />
      )}
    </Stack>
  );
}
