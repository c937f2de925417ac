import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BeneficiaryDetails } from '@portal/contract/beneficiary';
import { maskAadhaar } from '@portal/contract/format';
import { BENEFICIARY_TEXT, DETAIL_TEXT } from '@portal/contract/messages';
import type { ReactNode } from 'react';

export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {/* a long e-mail breaks anywhere rather than pushing a phone's page sideways */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? BENEFICIARY_TEXT.notAvailable : value}
      </Text>
    </Stack>
  );
}

export const formatDate = (value: string) =>
  new Date(value).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
const yesNo = (value: number | null) => (value === null ? null : value === 1 ? 'Yes' : 'No');

/** Spec §3 beneficiary details, with the creator. */
export function BeneficiaryDetailsCard({ details: d }: { details: BeneficiaryDetails }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="md">
        {DETAIL_TEXT.details}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Field label="Name" value={[d.first_name, d.last_name].filter(Boolean).join(' ')} />
        <Field label="Gender" value={d.gender} />
        <Field label="Date of Birth" value={formatDate(d.dob)} />
        <Field label="Mobile" value={d.mobile_no} />
        <Field label="Aadhaar" value={maskAadhaar(d.aadhaar_no)} />
        <Field label="Email" value={d.email_id} />
        <Field label="Status" value={d.status_name} />
        <Field label="Family Members" value={d.total_family_members} />
        <Field label="Address" value={d.permanent_address} />
        <Field label="Village" value={d.village_name} />
        <Field label="Taluk" value={d.taluka_name} />
        <Field label="District" value={d.district_name} />
        <Field label="State" value={d.state_name} />
        <Field label="Pincode" value={d.pincode} />
        <Field label="Occupation" value={d.beneficiary_annual_source} />
        <Field label="Education Level" value={d.education_levels} />
        <Field label="Institution" value={d.institute} />
        <Field label="Field of Study" value={d.field_of_study} />
        <Field label="Education Status" value={d.education_status} />
        <Field label="Passing Year" value={d.passing_year} />
        <Field label="Certified" value={yesNo(d.is_certified)} />
        <Field label="Certification Name" value={d.certification_name} />
        <Field label="Family Income Source" value={d.family_annual_source} />
        <Field label="Earning Members" value={d.earning_members} />
        <Field label="Family Income (INR)" value={d.earning_range} />
        <Field
          label="Created By"
          value={[d.creator_emp_name, d.creator_work_email, d.creator_mobile].filter(Boolean).join(' · ')}
        />
        <Field label="Created On" value={formatDate(d.created_at)} />
      </SimpleGrid>
    </Paper>
  );
}
