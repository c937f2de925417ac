import { ActionIcon, Badge, Group, Menu, Paper, SimpleGrid, Text } from '@mantine/core';
import type { EnrolledProgram } from '@portal/contract/beneficiary';
import { DETAIL_TEXT } from '@portal/contract/messages';
import { isMutualFund } from '@portal/contract/program';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Field, formatDate } from './beneficiary-details-card.tsx';

const inr = (value: string | null) =>
  value === null ? null : Number(value).toLocaleString('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

interface ProgramCardProps {
  program: EnrolledProgram;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One enrolment; mutual-fund fields only for the Mutual Fund sub-programme (spec §2). The Edit and
 * Delete menu shows only where the server says the signed-in user may change the enrolment.
 */
export function ProgramCard({ program: p, onEdit, onDelete }: ProgramCardProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="program-card">
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        {/* one line of text that wraps as a sentence on a phone, the badge after it */}
        <Group gap="xs" miw={0}>
          <Text fw={600}>
            {p.program_name} · {p.sub_program_name}
          </Text>
          <Badge color={p.enrollment_status === 5 ? 'green' : 'yellow'} variant="light">
            {p.enrollment_status_name}
          </Badge>
        </Group>
        {p.can_change && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${p.sub_program_name}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                {DETAIL_TEXT.edit}
              </Menu.Item>
              <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
                {DETAIL_TEXT.delete}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Field label="Enrollment Date" value={formatDate(p.enrollment_date)} />
        <Field label="Outreach Channel" value={p.outreach_channel} />
        <Field label="DF Associate" value={p.df_associate === '1' ? 'Yes' : 'No'} />
        {p.df_associate === '1' && <Field label="Associate Employee ID" value={p.df_associate_emp_id} />}
        <Field label="Status" value={p.status_name} />
        <Field label="Enrolled By" value={p.creator_emp_name} />
        {isMutualFund(p.sub_program_id) && (
          <>
            <Field label="MF Provider" value={p.mutual_fund_provider} />
            <Field label="MF Type" value={p.mutual_fund_type} />
            <Field label="Invested Amount" value={inr(p.mutual_fund_investment_amount)} />
            <Field label="MF Duration (months)" value={p.mutual_fund_duration} />
            <Field label="Reason for Investment" value={p.reason_for_investment} />
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}
