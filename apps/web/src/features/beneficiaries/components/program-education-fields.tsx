import { Divider, SimpleGrid, Text } from '@mantine/core';
import { EDUCATION_LEVELS, EDUCATION_STATUSES, FAMILY_INCOME_SOURCES, INCOME_RANGES, YES_NO } from '@portal/contract/lookups';
import { needsInstitution } from '@portal/contract/program';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import { NumberField, SelectField, TextField } from './form-fields.tsx';
import { asNumber, PROGRAM_LIMITS, useClearFields, YES_TEXT } from './program-field-limits.ts';
import { INCOME_FIELDS, INSTITUTION_FIELDS, type ProgramFormValues } from './program-form-values.ts';

/**
 * The person's education and family income, asked with an enrolment; an institution's details only
 * for a level that has one. `canEditPerson` false: the values are kept on the person as they are.
 */
export function ProgramEducationFields({ canEditPerson }: { canEditPerson: boolean }) {
  const { t, options } = useBeneficiaryText();
  const { control, formState } = useFormContext<ProgramFormValues>();
  // a value the record holds stays offered, also when the office has retired it since
  const keep = (field: keyof ProgramFormValues) => String(formState.defaultValues?.[field] ?? '');
  const clear = useClearFields();
  // read here, not through the form's watch, so that a choice redraws this section and not the whole form
  const [levelId, certified] = useWatch({ control, name: ['education_level_id', 'is_certified'] });
  return (
    <>
      <Divider label={t('beneficiaryScreen.program.educationSection')} labelPosition="left" />
      {/* decision 012: only the person's editors change the person's own education and income */}
      {!canEditPerson && (
        <Text size="sm" c="dimmed">
          {t('records.personFieldsKept')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="education_level_id"
          label={t('beneficiaryScreen.field.educationLevel')}
          required
          data={options('educationLevel', EDUCATION_LEVELS, { keep: keep('education_level_id') })}
          onValueChange={(value) => !needsInstitution(asNumber(value)) && clear(INSTITUTION_FIELDS)}
        />
        {needsInstitution(asNumber(levelId)) && (
          <>
            <TextField
              control={control}
              name="institute"
              label={t('beneficiaryScreen.field.institution')}
              required
              maxLength={PROGRAM_LIMITS.institute.maxLength}
            />
            <TextField
              control={control}
              name="field_of_study"
              label={t('beneficiaryScreen.field.fieldOfStudy')}
              required
              maxLength={PROGRAM_LIMITS.fieldOfStudy.maxLength}
            />
            <SelectField
              control={control}
              name="education_status_id"
              label={t('beneficiaryScreen.field.educationStatus')}
              required
              data={options('educationStatus', EDUCATION_STATUSES)}
            />
            <NumberField
              control={control}
              name="passing_year"
              label={t('beneficiaryScreen.field.passingYear')}
              required
              min={PROGRAM_LIMITS.passingYear.min}
              max={PROGRAM_LIMITS.passingYear.max}
            />
            <SelectField
              control={control}
              name="is_certified"
              label={t('beneficiaryScreen.field.certified')}
              required
              data={options('yesNo', YES_NO)}
              onValueChange={(v) => v !== YES_TEXT && clear(['certification_name'])}
            />
            {certified === YES_TEXT && (
              <TextField
                control={control}
                name="certification_name"
                label={t('beneficiaryScreen.field.certificationName')}
                required
                maxLength={PROGRAM_LIMITS.certificationName.maxLength}
              />
            )}
          </>
        )}
      </SimpleGrid>
      <Divider label={t('beneficiaryScreen.program.incomeSection')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField
          control={control}
          name={INCOME_FIELDS[0]}
          label={t('beneficiaryScreen.field.familyIncomeSource')}
          required
          data={options('occupation', FAMILY_INCOME_SOURCES, { familyIncome: true, keep: keep('family_annual_source_id') })}
        />
        <NumberField
          control={control}
          name="earning_members"
          label={t('beneficiaryScreen.field.earningMembers')}
          min={PROGRAM_LIMITS.earningMembers.min}
          max={PROGRAM_LIMITS.earningMembers.max}
        />
        <SelectField
          control={control}
          name="earning_range_id"
          label={t('beneficiaryScreen.field.familyIncome')}
          required
          data={options('incomeRange', INCOME_RANGES, { keep: keep('earning_range_id') })}
        />
      </SimpleGrid>
    </>
  );
}
