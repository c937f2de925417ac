import { Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { decodeBeneficiaryId, encodeBeneficiaryId } from '@portal/contract/base64-id';
import { LOCALE_NAMES, LOCALES } from '@portal/contract/i18n/locales';
import { indiaToday } from '@portal/contract/india-days';
import { IconPrinter } from '@tabler/icons-react';
import { useId } from 'react';
import { useParams } from 'react-router';
import { useLocale } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useOfficeLookups } from '../../../lib/office-lookups.ts';
import { useProgrammeNames } from '../../../lib/programme-names.ts';
import { useRoleMenu } from '../../../lib/role-menu.ts';
import { BeneficiaryDetailsCard } from '../../beneficiaries/components/beneficiary-details-card.tsx';
import { ProgramCard } from '../../beneficiaries/components/program-card.tsx';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import { usePersonRecord } from '../api/person-record.ts';
import classes from './notice-print-page.module.css';

/**
 * A person's record printed for them (the right of access, decision 036): their data, their
 * enrolments, their consent and the notice they consented to, in the language they read.
 */
export function PersonRecordPage() {
  const { t, date } = useBeneficiaryText();
  const { locale, setLocale } = useLocale();
  const { beneficiaryId = '' } = useParams();
  const id = decodeBeneficiaryId(beneficiaryId);
  const record = usePersonRecord(id);
  useOfficeLookups();
  useProgrammeNames();
  const user = useRoleMenu().userInfo;
  const labelId = useId();
  const data = record.data;
  const person = data?.beneficiaryDetails;
  return (
    <main className={classes.page}>
      <Group className={classes.noPrint} mb="lg" justify="space-between">
        <Group>
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} disabled={!data}>
            {t('consent.printButton')}
          </Button>
          <Button variant="default" component="a" href={id === null ? '/beneficiary' : `/beneficiary/${encodeBeneficiaryId(id)}`}>
            {t('consent.printBack')}
          </Button>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={labelId}>
            {t('consent.recordLanguage')}
          </Text>
          <SegmentedControl
            aria-labelledby={labelId}
            value={locale}
            onChange={(value) => void setLocale(LOCALES.find((l) => l === value) ?? locale)}
            data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          />
        </Stack>
      </Group>
      {record.isError && !data ? (
        <LoadFailed message={t('consent.recordFailed')} onRetry={() => void record.refetch()} retrying={record.isFetching} />
      ) : !data || !person ? (
        <Loader />
      ) : (
        <Stack>
          <Title order={1} size="h2">
            {t('consent.recordTitle', { name: [person.first_name, person.last_name].filter(Boolean).join(' ') })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('consent.recordPrinted', { date: date(indiaToday()), user: user?.emp_name ?? '' })}
          </Text>
          <BeneficiaryDetailsCard details={person} />
          <Title order={2} size="h4">
            {t('detail.enrolled')}
          </Title>
          {data.beneficiaryProgrames.length === 0 ? (
            <Text c="dimmed">{t('detail.noProgram')}</Text>
          ) : (
            data.beneficiaryProgrames.map((p) => <ProgramCard key={p.beneficiary_program_id} program={p} locked />)
          )}
          <section aria-labelledby="record-consent" data-testid="record-consent">
            <Title order={2} size="h4" id="record-consent" mb="xs">
              {t('consent.recordConsent')}
            </Title>
            {data.consent ? (
              <Stack gap={4}>
                <Text>
                  {t('consent.consentRecorded', {
                    date: date(data.consent.given_on),
                    method: t(`consent.methods.${data.consent.method}`),
                    version: data.consent.notice_version,
                  })}
                </Text>
                {data.consent.witness_name && <Text>{t('consent.consentWitness', { name: data.consent.witness_name })}</Text>}
                {data.consent.guardian_name && data.consent.guardian_relationship && (
                  <Text>
                    {t('consent.consentGuardian', {
                      name: data.consent.guardian_name,
                      relationship: t(`consent.relationships.${data.consent.guardian_relationship}`),
                    })}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text>{t('consent.noConsent')}</Text>
            )}
          </section>
          <section aria-labelledby="record-purposes">
            <Title order={2} size="h4" id="record-purposes" mb="xs">
              {t('consent.purposes')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }} lang={locale === 'kn-IN' ? 'kn' : 'en'} data-testid="record-notice">
              {locale === 'kn-IN' ? data.notice.text_kn : data.notice.text_en}
            </Text>
          </section>
        </Stack>
      )}
    </main>
  );
}
