import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BeneficiaryDetails, EnrolledProgram } from '@portal/contract/beneficiary';
import { SUCCESS_DIALOG_MS } from '@portal/contract/constants';
import {
  EDUCATION_LEVELS,
  EDUCATION_STATUSES,
  ENROLLMENT_STATUSES,
  FAMILY_INCOME_SOURCES,
  INCOME_RANGES,
  MUTUAL_FUND_PROVIDERS,
  MUTUAL_FUND_TYPES,
  OUTREACH_CHANNELS,
  YES,
  YES_NO,
} from '@portal/contract/lookups';
import { type AddProgramInput, AddProgramSchema, isMutualFund, needsEducation, needsInstitution } from '@portal/contract/program';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppModal, ModalActions } from '../../../components/app-modal.tsx';
import { text } from '../../../lib/i18n/text.ts';
import { SaveProblemNotice } from '../../../lib/network/save-problem.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { useMissingSubPrograms } from '../api/get-beneficiary-details.ts';
import { useSendProgram } from '../api/programs.ts';
import { limitsOf } from '../lib/schema-limits.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import { NumberField, SelectField, TextField } from './form-fields.tsx';
import {
  INCOME_FIELDS,
  INSTITUTION_FIELDS,
  initialProgramValues,
  MUTUAL_FUND_FIELDS,
  type ProgramFormValues,
  personValues,
} from './program-form-values.ts';

/** Mounted afresh for each opening (the page gives it a new key), so the form starts from the current values. */
interface AddProgramModalProps {
  opened: boolean;
  onClose: () => void;
  details: BeneficiaryDetails;
  /** The enrolment being edited, or null to add one. */
  enrolment: EnrolledProgram | null;
}

const FIELDS = AddProgramSchema.in.shape;
const LIMITS = {
  associateEmpId: limitsOf(FIELDS.df_associate_emp_id),
  institute: limitsOf(FIELDS.institute),
  fieldOfStudy: limitsOf(FIELDS.field_of_study),
  passingYear: limitsOf(FIELDS.passing_year),
  certificationName: limitsOf(FIELDS.certification_name),
  earningMembers: limitsOf(FIELDS.earning_members),
  mfDuration: limitsOf(FIELDS.mutual_fund_duration),
  investment: limitsOf(FIELDS.investment_amount),
  reason: limitsOf(FIELDS.reason_for_investment),
};

/** A select's value is the option id as text. */
const YES_TEXT = String(YES);

const asNumber = (value: string) => (value === '' ? undefined : Number(value));

export function AddProgramModal({ opened, onClose, details, enrolment }: AddProgramModalProps) {
  const missing = useMissingSubPrograms(details.beneficiary_id, opened);
  const send = useSendProgram(details.beneficiary_id, enrolment?.beneficiary_program_id ?? null);
  const [success, setSuccess] = useState(false);
  const { t, options, program, subProgram, serverError } = useBeneficiaryText();
  const form = useForm<ProgramFormValues>({
    defaultValues: initialProgramValues(details, enrolment),
    resolver: zodResolver(AddProgramSchema) as never,
  });
  const { control, watch, setValue, formState } = form;
  const [programId, subProgramId, levelId, certified, dfAssociate] = watch([
    'program_id',
    'sub_program_id',
    'education_level_id',
    'is_certified',
    'df_associate',
  ]);

  // only what the beneficiary is not enrolled in yet, plus the enrolment being edited
  const { programs, subPrograms } = useMemo(() => {
    const data = missing.data ?? { programs: [], subPrograms: [] };
    const subs = [...data.subPrograms];
    const progs = [...data.programs];
    if (enrolment) {
      subs.push({
        sub_program_id: enrolment.sub_program_id,
        sub_program_name: enrolment.sub_program_name,
        program_id: enrolment.program_id,
      });
      if (!progs.some((p) => p.program_id === enrolment.program_id))
        progs.push({ program_id: enrolment.program_id, program_name: enrolment.program_name });
    }
    return {
      programs: progs.map((p) => ({ value: String(p.program_id), label: program(p.program_id, p.program_name) })),
      subPrograms: subs
        .filter((s) => String(s.program_id) === programId)
        .sort((a, b) => a.sub_program_id - b.sub_program_id)
        .map((s) => ({ value: String(s.sub_program_id), label: subProgram(s.sub_program_id, s.sub_program_name) })),
    };
  }, [missing.data, enrolment, programId, program, subProgram]);

  const clear = (fields: readonly (keyof ProgramFormValues)[]) => {
    for (const field of fields) setValue(field, '');
  };
  // spec §4: what each choice resets
  const onSubProgramChange = (value: string) => {
    if (!needsEducation(asNumber(value))) {
      for (const [field, v] of Object.entries(personValues(details))) setValue(field as keyof ProgramFormValues, v ?? '');
    }
    if (!isMutualFund(asNumber(value))) clear(MUTUAL_FUND_FIELDS);
  };
  const onLevelChange = (value: string) => {
    if (!needsInstitution(asNumber(value))) clear(INSTITUTION_FIELDS);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save.save(values as unknown as AddProgramInput);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      const { error } = outcome;
      modals.open({
        title: text('detail.addFailedTitle'),
        children: <Text>{serverError(error, 'detail.addFailed')}</Text>,
      });
      return;
    }
    // a Status false answer does nothing visible (spec §8)
    if (!outcome.result.Status) return;
    setSuccess(true);
    setTimeout(onClose, SUCCESS_DIALOG_MS);
  });
  const save = useGuardedSave(send, () => void onSubmit());
  // Cancel (or the close button) aborts a save under way: nothing is stored later, nothing pops up
  const close = () => {
    save.cancel();
    onClose();
  };

  const showEducation = needsEducation(asNumber(subProgramId)) || subProgramId === '';
  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={enrolment ? t('detail.editModalTitle') : t('detail.modalTitle')}
      size="xl"
      centered
    >
      {success ? (
        <Alert color="green" title={enrolment ? t('detail.updated') : t('detail.added')} role="status" />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
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
                  maxLength={LIMITS.associateEmpId.maxLength}
                />
              )}
              <SelectField
                control={control}
                name="outreach_channel_id"
                label={t('beneficiaryScreen.program.outreachChannel')}
                required
                data={options('outreachChannel', OUTREACH_CHANNELS)}
              />
            </SimpleGrid>
            {showEducation && (
              <>
                <Divider label={t('beneficiaryScreen.program.educationSection')} labelPosition="left" />
                {/* decision 012: only the person's editors change the person's own education and income */}
                {!details.can_edit && (
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
                    data={options('educationLevel', EDUCATION_LEVELS)}
                    onValueChange={onLevelChange}
                  />
                  {needsInstitution(asNumber(levelId)) && (
                    <>
                      <TextField
                        control={control}
                        name="institute"
                        label={t('beneficiaryScreen.field.institution')}
                        required
                        maxLength={LIMITS.institute.maxLength}
                      />
                      <TextField
                        control={control}
                        name="field_of_study"
                        label={t('beneficiaryScreen.field.fieldOfStudy')}
                        required
                        maxLength={LIMITS.fieldOfStudy.maxLength}
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
                        min={LIMITS.passingYear.min}
                        max={LIMITS.passingYear.max}
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
                          maxLength={LIMITS.certificationName.maxLength}
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
                    data={options('occupation', FAMILY_INCOME_SOURCES)}
                  />
                  <NumberField
                    control={control}
                    name="earning_members"
                    label={t('beneficiaryScreen.field.earningMembers')}
                    min={LIMITS.earningMembers.min}
                    max={LIMITS.earningMembers.max}
                  />
                  <SelectField
                    control={control}
                    name="earning_range_id"
                    label={t('beneficiaryScreen.field.familyIncome')}
                    required
                    data={options('incomeRange', INCOME_RANGES)}
                  />
                </SimpleGrid>
              </>
            )}
            {isMutualFund(asNumber(subProgramId)) && (
              <>
                <Divider label={t('beneficiaryScreen.program.mutualFundSection')} labelPosition="left" />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <SelectField
                    control={control}
                    name="mutual_fund_provider_id"
                    label={t('beneficiaryScreen.program.mfProvider')}
                    required
                    data={options('mutualFundProvider', MUTUAL_FUND_PROVIDERS)}
                  />
                  <SelectField
                    control={control}
                    name="mutual_fund_type_id"
                    label={t('beneficiaryScreen.program.mfType')}
                    required
                    data={options('mutualFundType', MUTUAL_FUND_TYPES)}
                  />
                  <NumberField
                    control={control}
                    name="mutual_fund_duration"
                    label={t('beneficiaryScreen.program.mfDuration')}
                    required
                    min={LIMITS.mfDuration.min}
                    max={LIMITS.mfDuration.max}
                  />
                  <NumberField
                    control={control}
                    name="investment_amount"
                    label={t('beneficiaryScreen.program.investedAmountInr')}
                    required
                    min={LIMITS.investment.min}
                    max={LIMITS.investment.max}
                    allowDecimal
                  />
                  <TextField
                    control={control}
                    name="reason_for_investment"
                    label={t('beneficiaryScreen.program.reason')}
                    maxLength={LIMITS.reason.maxLength}
                  />
                </SimpleGrid>
              </>
            )}
            <ModalActions justify="space-between">
              <SaveProblemNotice problem={save.problem} onRetry={() => void onSubmit()} />
              <Text c="red" size="sm" role={hasErrors ? 'alert' : undefined}>
                {hasErrors ? t('programRule.footer') : ''}
              </Text>
              <Group>
                <Button variant="default" onClick={close}>
                  {t('beneficiary.cancel')}
                </Button>
                <Button type="submit" disabled={save.sending}>
                  {save.sending ? t('beneficiary.saving') : t('beneficiary.save')}
                </Button>
              </Group>
            </ModalActions>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
