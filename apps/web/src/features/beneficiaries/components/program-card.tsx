import { ActionIcon, Badge, Group, Menu, Paper, SimpleGrid, Text } from '@mantine/core';
import type { EnrolledProgram } from '@portal/contract/beneficiary';
import { ENROLLMENT_COMPLETED, YES } from '@portal/contract/lookups';
import { isMutualFund } from '@portal/contract/program-rules';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import { Field } from './beneficiary-details-card.tsx';

interface ProgramCardProps {
  program: EnrolledProgram;
  /** Without them (a printed record) the card offers no change. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** A deactivated person's enrolments take no change: the menu is not offered. */
  locked?: boolean;
}

/**
 * One enrolment; mutual-fund fields only for the Mutual Fund sub-programme (spec §2). The Edit and
 * Delete menu shows only where the server says the signed-in user may change the enrolment.
 */
export function ProgramCard({ program: p, onEdit, onDelete, locked = false }: ProgramCardProps) {
  const { t, lookup, lookupName, program, subProgram, date, rupees } = useBeneficiaryText();
  const subProgramName = subProgram(p.sub_program_id, p.sub_program_name);
  const associate = Number(p.df_associate);
  return (
    <Paper withBorder radius="md" p="md" data-testid="program-card">
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        {/* one line of text that wraps as a sentence on a phone, the badge after it */}
        <Group gap="xs" miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {program(p.program_id, p.program_name)} · {subProgramName}
          </Text>
          <Badge color={p.enrollment_status === ENROLLMENT_COMPLETED ? 'green' : 'yellow'} variant="light">
            {lookup('enrollmentStatus', p.enrollment_status, p.enrollment_status_name)}
          </Badge>
        </Group>
        {p.can_change && !locked && onEdit && onDelete && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('beneficiaryScreen.program.actionsFor', { name: subProgramName })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                {t('detail.edit')}
              </Menu.Item>
              <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
                {t('detail.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Field label={t('beneficiaryScreen.program.enrollmentDate')} value={date(p.enrollment_date)} />
        <Field
          label={t('beneficiaryScreen.program.outreachChannel')}
          value={lookup('outreachChannel', p.outreach_channel_id, p.outreach_channel)}
        />
        <Field label={t('beneficiaryScreen.program.dfAssociate')} value={lookup('yesNo', associate)} />
        {associate === YES && <Field label={t('beneficiaryScreen.program.associateEmpId')} value={p.df_associate_emp_id} />}
        <Field label={t('beneficiaryScreen.program.status')} value={lookupName('recordStatus', p.status_name)} />
        <Field label={t('beneficiaryScreen.program.enrolledBy')} value={p.creator_emp_name} />
        {isMutualFund(p) && (
          <>
            <Field
              label={t('beneficiaryScreen.program.mfProvider')}
              value={lookup('mutualFundProvider', p.mutual_fund_provider_id, p.mutual_fund_provider)}
            />
            <Field
              label={t('beneficiaryScreen.program.mfType')}
              value={lookup('mutualFundType', p.mutual_fund_type_id, p.mutual_fund_type)}
            />
            <Field
              label={t('beneficiaryScreen.program.investedAmount')}
              value={p.mutual_fund_investment_amount === null ? null : rupees(p.mutual_fund_investment_amount)}
            />
            <Field label={t('beneficiaryScreen.program.mfDuration')} value={p.mutual_fund_duration} />
            <Field label={t('beneficiaryScreen.program.reason')} value={p.reason_for_investment} />
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}
