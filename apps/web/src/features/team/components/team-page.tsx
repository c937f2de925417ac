import { Anchor, Badge, Card, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import type { TeamMember } from '@portal/contract/team';
import { Link } from 'react-router';
import { usePhone } from '../../../components/use-phone.ts';
import { formatMoment, useFormat } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { writeListFilters } from '../../beneficiaries/lib/list-filters.ts';
import { useTeam } from '../api/team.ts';

/** The list of a member's registrations (active and deactivated) since a day, or in all. */
const registrationsLink = (member: TeamMember, since?: string) =>
  `/beneficiary?${writeListFilters({ all: true, created_by: String(member.user_id), created_from: since, status: 'all' })}`;

/**
 * The staff who report to the signed-in manager: what each registered and enrolled this week, this
 * month and in all, their uploads and last sign-in. A registrations figure opens the list of exactly
 * those people.
 */
export function TeamPage() {
  const t = useText();
  const { locale } = useLocale();
  const format = useFormat();
  usePageTitle(t('team.title'));
  const phone = usePhone();
  const query = useTeam();
  const team = query.data;
  const figure = (member: TeamMember, count: number, since?: string) => (
    <Anchor
      component={Link}
      to={registrationsLink(member, since)}
      aria-label={t('team.openList', { name: member.emp_name, count })}
    >
      {format.count(count)}
    </Anchor>
  );
  return (
    <Paper p="md" radius="md" withBorder>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('team.title')}
        </Title>
        {query.isError && (
          <LoadFailed message={t('team.failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
        {!team && !query.isError && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {team && team.members.length === 0 && <Text c="dimmed">{t('team.nobody')}</Text>}
        {team && team.members.length > 0 && phone && (
          <Stack gap="sm" data-testid="team-table">
            {team.members.map((member) => (
              <Card key={member.user_id} withBorder padding="sm" role="group" aria-label={member.emp_name}>
                <Group gap="xs" mb="xs">
                  <Text fw={700}>{member.emp_name}</Text>
                  {member.status_id !== RECORD_ACTIVE && (
                    <Badge color="gray" variant="light" size="sm">
                      {t('team.deactivated')}
                    </Badge>
                  )}
                </Group>
                {[
                  {
                    label: t('team.registered'),
                    cells: [0, 1, 2].map((i) =>
                      figure(
                        member,
                        [member.registrations.week, member.registrations.month, member.registrations.all][i],
                        [team.week_start, team.month_start, undefined][i],
                      ),
                    ),
                  },
                  {
                    label: t('team.enrolled'),
                    cells: [member.enrolments.week, member.enrolments.month, member.enrolments.all].map((n) => format.count(n)),
                  },
                ].map((line) => (
                  <Stack key={line.label} gap={2} mb="xs">
                    <Text size="sm" c="dimmed">
                      {line.label}
                    </Text>
                    <SimpleGrid cols={3} spacing="xs">
                      {(['thisWeek', 'thisMonth', 'all'] as const).map((period, i) => (
                        <Text key={period} size="sm">
                          {t(`team.${period}`)}: {line.cells[i]}
                        </Text>
                      ))}
                    </SimpleGrid>
                  </Stack>
                ))}
                <Text size="sm">
                  {t('team.uploads')}: {format.count(member.uploads)} · {t('team.lastSignIn')}:{' '}
                  {member.last_sign_in_at ? formatMoment(member.last_sign_in_at, locale) : t('team.never')}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
        {team && team.members.length > 0 && !phone && (
          <Table.ScrollContainer minWidth={760}>
            <Table striped fz="sm" data-testid="team-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th rowSpan={2}>{t('team.member')}</Table.Th>
                  <Table.Th colSpan={3} ta="center">
                    {t('team.registered')}
                  </Table.Th>
                  <Table.Th colSpan={3} ta="center">
                    {t('team.enrolled')}
                  </Table.Th>
                  <Table.Th rowSpan={2} ta="right">
                    {t('team.uploads')}
                  </Table.Th>
                  <Table.Th rowSpan={2}>{t('team.lastSignIn')}</Table.Th>
                </Table.Tr>
                <Table.Tr>
                  {[0, 1].flatMap((group) =>
                    (['thisWeek', 'thisMonth', 'all'] as const).map((period) => (
                      <Table.Th key={`${group}-${period}`} ta="right">
                        {t(`team.${period}`)}
                      </Table.Th>
                    )),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.members.map((member) => (
                  <Table.Tr key={member.user_id}>
                    <Table.Td>
                      {member.emp_name}{' '}
                      {member.status_id !== RECORD_ACTIVE && (
                        <Badge color="gray" variant="light" size="sm">
                          {t('team.deactivated')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{figure(member, member.registrations.week, team.week_start)}</Table.Td>
                    <Table.Td ta="right">{figure(member, member.registrations.month, team.month_start)}</Table.Td>
                    <Table.Td ta="right">{figure(member, member.registrations.all)}</Table.Td>
                    <Table.Td ta="right">{format.count(member.enrolments.week)}</Table.Td>
                    <Table.Td ta="right">{format.count(member.enrolments.month)}</Table.Td>
                    <Table.Td ta="right">{format.count(member.enrolments.all)}</Table.Td>
                    <Table.Td ta="right">{format.count(member.uploads)}</Table.Td>
                    <Table.Td>{member.last_sign_in_at ? formatMoment(member.last_sign_in_at, locale) : t('team.never')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
