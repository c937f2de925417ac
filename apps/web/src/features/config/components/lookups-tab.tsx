import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { LookupValue } from '@portal/contract/config';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import { OFFICE_LOOKUPS, type OfficeLookup } from '@portal/contract/office-lookups';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useReturnFocus } from '../../../components/use-return-focus.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useWrite } from '../../../lib/network/use-write.ts';
import { setLookupValueActive, useConfigLookups, useRefreshLookups } from '../api/lookups.ts';
import { LookupValueModal } from './lookup-value-modal.tsx';
import classes from './lookups-tab.module.css';

/**
 * Each of the office's look-up lists with its values: names in both languages, retired ones marked. A
 * value's buttons go under its name when the line is too narrow for both (a phone, Kannada's longer words).
 */
export function LookupsTab() {
  const t = useText();
  const { locale } = useLocale();
  const { problem } = useAdminProblem();
  const refresh = useRefreshLookups();
  const query = useConfigLookups();
  const [dialog, setDialog] = useState<{ list: OfficeLookup; row?: LookupValue } | null>(null);
  const focus = useReturnFocus();
  const open = (next: { list: OfficeLookup; row?: LookupValue }) => {
    focus.remember();
    setDialog(next);
  };
  const shown = (row: LookupValue) => (locale === 'kn-IN' && row.name_kn) || row.name;
  const activation = useWrite({
    send: ({ list, row, active }: { list: OfficeLookup; row: LookupValue; active: boolean }, context) =>
      setLookupValueActive(list, row.id, active, context),
    identity: ({ list, row }) => `${list}:${row.id}`,
    onSaved: (_result, { row, active }) => {
      notifications.show({
        color: 'green',
        message: t(active ? 'config.restoredDone' : 'config.retiredDone', { name: shown(row) }),
      });
      return refresh();
    },
    failed: (error) => problem(error, 'config.saveFailed'),
  });
  const retire = (list: OfficeLookup, row: LookupValue) =>
    modals.openConfirmModal({
      title: t('config.retireTitle', { name: shown(row) }),
      children: <Text size="sm">{t('config.retireText')}</Text>,
      labels: { confirm: t('config.retire'), cancel: t('config.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void activation.run({ list, row, active: false }),
    });
  const data = query.data;
  if (query.isError && !data)
    return <LoadFailed message={t('config.lookupsFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="md">
      {OFFICE_LOOKUPS.map((list) => (
        <Card key={list} withBorder padding="sm" data-testid={`lookup-${list}`}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} size="h5">
                {t(`config.list.${list}`)}
              </Title>
              <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => open({ list })}>
                {t('config.addValue')}
              </Button>
            </Group>
            <ul className={classes.values}>
              {data.lists[list].map((row) => (
                <li key={row.id} className={classes.value}>
                  <Group gap="xs">
                    {shown(row)}
                    {row.status_id !== RECORD_ACTIVE && (
                      <Badge color="gray" variant="light" size="sm">
                        {t('config.retired')}
                      </Badge>
                    )}
                    {list === 'occupation' && row.family_income_source && (
                      <Badge variant="light" size="sm">
                        {t('config.familyIncomeSource')}
                      </Badge>
                    )}
                  </Group>
                  <Group gap="xs" wrap="nowrap" className={classes.actions}>
                    <Button
                      variant="default"
                      size="compact-sm"
                      onClick={() => open({ list, row })}
                      aria-label={`${t('config.change')}: ${shown(row)}`}
                    >
                      {t('config.change')}
                    </Button>
                    {row.status_id === RECORD_ACTIVE ? (
                      <Button variant="subtle" color="red" size="compact-sm" onClick={() => retire(list, row)}>
                        {t('config.retire')}
                      </Button>
                    ) : (
                      <Button variant="subtle" size="compact-sm" onClick={() => void activation.run({ list, row, active: true })}>
                        {t('config.restore')}
                      </Button>
                    )}
                  </Group>
                </li>
              ))}
            </ul>
          </Stack>
        </Card>
      ))}
      {dialog && (
        <LookupValueModal
          list={dialog.list}
          row={dialog.row}
          onClose={() => {
            setDialog(null);
            focus.restore();
          }}
        />
      )}
    </Stack>
  );
}
