import { Alert, Button, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { type StaffReadsQuery, StaffReadsQuerySchema } from '@portal/contract/access-records';
import { districtNameKn } from '@portal/contract/i18n/place-names-kn';
import { addDays, indiaToday } from '@portal/contract/india-days';
import { type FormEvent, useState } from 'react';
import { AppModal } from '../../../components/app-modal.tsx';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { saveFile } from '../../org/lib/save-file.ts';
import { useStaffReads } from '../api/access-records.ts';
import { peopleSeenCsv, peopleSeenFileName } from '../lib/people-seen-csv.ts';

/**
 * Which people a member of staff saw between two days, by district, with their exports of the list,
 * and the same as a file: the question a breach notice asks when an account is misused.
 */
export function PeopleSeenModal({ member, onClose }: { member: { user_id: number; emp_name: string }; onClose: () => void }) {
  const t = useText();
  const { locale } = useLocale();
  const { rule } = useAdminProblem();
  const format = useFormat();
  const today = indiaToday();
  const [from, setFrom] = useState(addDays(today, -30));
  const [to, setTo] = useState(today);
  const [range, setRange] = useState<StaffReadsQuery | null>({ from, to });
  const query = useStaffReads(member.user_id, range);
  const seen = query.data;
  const districtName = (english: string) => (locale === 'kn-IN' && districtNameKn(english)) || english;
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  // the contract's rules of the days, checked before asking: a range the server would refuse is said here
  const show = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StaffReadsQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setRefusal({ field: String(issue?.path[0] ?? 'to'), message: rule(issue?.message) ?? '' });
      return;
    }
    setRefusal(null);
    setRange(parsed.data);
  };
  const download = () => {
    if (!seen) return;
    const bytes = peopleSeenCsv(seen, {
      district: t('privacy.district'),
      viewed: t('privacy.viewed'),
      exported: t('privacy.exported'),
      districtName,
    });
    saveFile(bytes, peopleSeenFileName(seen), 'text/csv;charset=utf-8');
  };
  return (
    <AppModal opened onClose={onClose} title={t('privacy.peopleSeenTitle', { name: member.emp_name })} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('privacy.peopleSeenHint')}
        </Text>
        <form onSubmit={show} noValidate>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              type="date"
              label={t('privacy.from')}
              value={from}
              max={to}
              onChange={(e) => setFrom(e.currentTarget.value)}
              error={refusal?.field === 'from' ? refusal.message : undefined}
            />
            <TextInput
              type="date"
              label={t('privacy.to')}
              value={to}
              min={from}
              onChange={(e) => setTo(e.currentTarget.value)}
              error={refusal?.field === 'to' ? refusal.message : undefined}
            />
            <Group align="end">
              <Button type="submit" variant="light">
                {t('privacy.show')}
              </Button>
            </Group>
          </SimpleGrid>
        </form>
        {query.isError ? (
          <LoadFailed message={t('privacy.seenFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !seen ? (
          <Loader size="sm" />
        ) : (
          <Stack gap="xs" aria-live="polite" data-testid="people-seen">
            <Text>{t('privacy.viewedSummary', { people: seen.people_viewed, reads: seen.reads })}</Text>
            <Text>
              {t('privacy.exportsSummary', {
                count: seen.exports.length,
                rows: seen.exports.reduce((sum, e) => sum + e.rows, 0),
              })}
            </Text>
            {seen.by_district.length === 0 ? (
              <Alert color="gray">{t('privacy.nothingSeen')}</Alert>
            ) : (
              <>
                <Table fz="sm" verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('privacy.district')}</Table.Th>
                      <Table.Th ta="right">{t('privacy.viewed')}</Table.Th>
                      <Table.Th ta="right">{t('privacy.exported')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {seen.by_district.map((d) => (
                      <Table.Tr key={d.district_id}>
                        <Table.Td>{districtName(d.district_name)}</Table.Td>
                        <Table.Td ta="right">{format.count(d.viewed)}</Table.Td>
                        <Table.Td ta="right">{format.count(d.exported)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Group>
                  <Button variant="light" onClick={download}>
                    {t('privacy.download')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </Stack>
    </AppModal>
  );
}
