import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BeneficiaryDetails } from '@portal/contract/beneficiary';
import { maskAadhaar } from '@portal/contract/format';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import type { ReactNode } from 'react';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';

export function Field({ label, value }: { label: string; value: ReactNode }) {
  const t = useText();
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      {/* a long e-mail breaks anywhere rather than pushing a phone's page sideways */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? t('beneficiary.notAvailable') : value}
      </Text>
    </Stack>
  );
}

/** Spec §3 beneficiary details, with the creator; names the server sends in English are shown by their id. */
export function BeneficiaryDetailsCard({ details: d, actions }: { details: BeneficiaryDetails; actions?: ReactNode }) {
  const { t, locale, lookup, lookupName, date } = useBeneficiaryText();
  // district and taluk as the address selects show them; villages keep their English names
  const kannada = locale === 'kn-IN';
  const district = (kannada && districtNameKn(d.district_name)) || d.district_name;
  const taluk = (kannada && talukNameKn(d.district_name, d.taluka_name)) || d.taluka_name;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4">
          {t('detail.details')}
        </Title>
        {actions}
      </Group>
      {d.status_id !== RECORD_ACTIVE && (
        <Alert color="orange" mb="md" role="status" title={t('records.deactivatedBadge')}>
          {t('records.deactivatedBecause', { reason: d.deactivation_reason ?? '' })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Field label={t('beneficiaryScreen.field.name')} value={[d.first_name, d.last_name].filter(Boolean).join(' ')} />
        <Field label={t('beneficiaryScreen.field.gender')} value={lookupName('gender', d.gender)} />
        <Field label={t('beneficiaryScreen.field.dob')} value={date(d.dob)} />
        <Field label={t('beneficiaryScreen.field.mobile')} value={d.mobile_no} />
        <Field label={t('beneficiaryScreen.field.aadhaar')} value={d.aadhaar_no ? maskAadhaar(d.aadhaar_no) : null} />
        <Field label={t('beneficiaryScreen.field.email')} value={d.email_id} />
        <Field label={t('beneficiaryScreen.field.status')} value={lookupName('recordStatus', d.status_name)} />
        <Field label={t('beneficiaryScreen.field.familyMembers')} value={d.total_family_members} />
        <Field label={t('beneficiaryScreen.field.address')} value={d.permanent_address} />
        <Field label={t('beneficiaryScreen.field.village')} value={d.village_name} />
        <Field label={t('beneficiaryScreen.field.taluk')} value={taluk} />
        <Field label={t('beneficiaryScreen.field.district')} value={district} />
        <Field label={t('beneficiaryScreen.field.state')} value={lookupName('state', d.state_name)} />
        <Field label={t('beneficiaryScreen.field.pincode')} value={d.pincode} />
        <Field label={t('beneficiaryScreen.field.occupation')} value={lookupName('occupation', d.beneficiary_annual_source)} />
        <Field
          label={t('beneficiaryScreen.field.educationLevel')}
          value={lookup('educationLevel', d.education_level_id, d.education_levels)}
        />
        <Field label={t('beneficiaryScreen.field.institution')} value={d.institute} />
        <Field label={t('beneficiaryScreen.field.fieldOfStudy')} value={d.field_of_study} />
        <Field
          label={t('beneficiaryScreen.field.educationStatus')}
          value={lookup('educationStatus', d.education_status_id, d.education_status)}
        />
        <Field label={t('beneficiaryScreen.field.passingYear')} value={d.passing_year} />
        <Field label={t('beneficiaryScreen.field.certified')} value={lookup('yesNo', d.is_certified)} />
        <Field label={t('beneficiaryScreen.field.certificationName')} value={d.certification_name} />
        <Field
          label={t('beneficiaryScreen.field.familyIncomeSource')}
          value={lookup('occupation', d.family_annual_source_id, d.family_annual_source)}
        />
        <Field label={t('beneficiaryScreen.field.earningMembers')} value={d.earning_members} />
        <Field
          label={t('beneficiaryScreen.field.familyIncome')}
          value={lookup('incomeRange', d.earning_range_id, d.earning_range)}
        />
        <Field
          label={t('beneficiaryScreen.field.createdBy')}
          value={[d.creator_emp_name, d.creator_work_email, d.creator_mobile].filter(Boolean).join(' · ')}
        />
        <Field label={t('beneficiaryScreen.field.createdOn')} value={date(d.created_at)} />
      </SimpleGrid>
    </Paper>
  );
}
