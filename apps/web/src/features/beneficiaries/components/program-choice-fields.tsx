import { SimpleGrid } from '@mantine/core';
import { ENROLLMENT_STATUSES, OUTREACH_CHANNELS, YES_NO } from '@portal/contract/lookups';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import { SelectField, TextField } from './form-fields.tsx';
import { PROGRAM_LIMITS, useClearFields, YES_TEXT } from './program-field-limits.ts';
import type { ProgramFormValues } from './program-form-values.ts';

interface Option {
  value: string;
  label: string;
}

interface ProgramChoiceFieldsProps {
  programs: Option[];
  /** The sub-programmes of the chosen programme. */
  subPrograms: Option[];
  onSubProgramChange: (value: string) => void;
}

/** The enrolment itself: programme, sub-programme, date, status, the DF associate and the channel. */
export function ProgramChoiceFields({ programs, subPrograms, onSubProgramChange }: ProgramChoiceFieldsProps) {
  const { t, options } = useBeneficiaryText();
  const { control, formState } = useFormContext<ProgramFormValues>();
  const clear = useClearFields();
  // read here, not through the form's watch, so that a choice redraws this section and not the whole form
  const [programId, dfAssociate] = useWatch({ control, name: ['program_id', 'df_associate'] });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField
        control={control}
        name="program_id"
        label={t('beneficiaryScreen.program.program')}
        required
        data={programs}
        onValueChange={() => clear(['sub_program_id'])}
      />
      <SelectField
        control={control}
        name="sub_program_id"
        label={t('beneficiaryScreen.program.subProgram')}
        required
        data={subPrograms}
        disabled={!programId}
        onValueChange={onSubProgramChange}
      />
      <TextField
        control={control}
        name="enrollment_date"
        label={t('beneficiaryScreen.program.enrollmentDate')}
        type="date"
        required
      />
      <SelectField
        control={control}
        name="enrollment_status"
        label={t('beneficiaryScreen.program.enrollmentStatus')}
        required
        data={options('enrollmentStatus', ENROLLMENT_STATUSES)}
      />
      <SelectField
        control={control}
        name="df_associate"
        label={t('beneficiaryScreen.program.dfAssociate')}
        required
        data={options('yesNo', YES_NO)}
        onValueChange={(v) => v !== YES_TEXT && clear(['df_associate_emp_id'])}
      />
      {dfAssociate === YES_TEXT && (
        <TextField
          control={control}
          name="df_associate_emp_id"
          label={t('beneficiaryScreen.program.associateEmpId')}
          required
          maxLength={PROGRAM_LIMITS.associateEmpId.maxLength}
        />
      )}
      <SelectField
        control={control}
        name="outreach_channel_id"
        label={t('beneficiaryScreen.program.outreachChannel')}
        required
        data={options('outreachChannel', OUTREACH_CHANNELS, { keep: String(formState.defaultValues?.outreach_channel_id ?? '') })}
      />
    </SimpleGrid>
  );
}
