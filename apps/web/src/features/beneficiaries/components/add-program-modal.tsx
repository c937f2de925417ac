import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BeneficiaryDetails, EnrolledProgram } from '@portal/contract/beneficiary';
import { MIN_PASSING_YEAR, SUCCESS_DIALOG_MS } from '@portal/contract/constants';
import {
  EDUCATION_LEVELS,
  EDUCATION_STATUSES,
  ENROLLMENT_STATUSES,
  FAMILY_INCOME_SOURCES,
  INCOME_RANGES,
  MUTUAL_FUND_PROVIDERS,
  MUTUAL_FUND_TYPES,
  OUTREACH_CHANNELS,
  YES_NO,
} from '@portal/contract/lookups';
import { BENEFICIARY_TEXT, DETAIL_TEXT, PROGRAM_RULES } from '@portal/contract/messages';
import { type AddProgramInput, AddProgramSchema, isMutualFund, needsEducation, needsInstitution } from '@portal/contract/program';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppModal, ModalActions } from '../../../components/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { SaveProblemNotice } from '../../../lib/network/save-problem.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { useMissingSubPrograms } from '../api/get-beneficiary-details.ts';
import { useSendProgram } from '../api/programs.ts';
import { NumberField, SelectField, TextField, toOptions } from './form-fields.tsx';
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

const asNumber = (value: string) => (value === '' ? undefined : Number(value));

export function AddProgramModal({ opened, onClose, details, enrolment }: AddProgramModalProps) {
  const missing = useMissingSubPrograms(details.beneficiary_id, opened);
  const send = useSendProgram(details.beneficiary_id, enrolment?.beneficiary_program_id ?? null);
  const [success, setSuccess] = useState('');
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
      programs: progs.map((p) => ({ value: String(p.program_id), label: p.program_name })),
      subPrograms: subs
        .filter((s) => String(s.program_id) === programId)
        .sort((a, b) => a.sub_program_id - b.sub_program_id)
        .map((s) => ({ value: String(s.sub_program_id), label: s.sub_program_name })),
    };
  }, [missing.data, enrolment, programId]);

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
        title: DETAIL_TEXT.addFailedTitle,
        children: <Text>{error instanceof ApiError && error.message ? error.message : DETAIL_TEXT.addFailed}</Text>,
      });
      return;
    }
    // a Status false answer does nothing visible (spec §8)
    if (!outcome.result.Status) return;
    setSuccess(enrolment ? DETAIL_TEXT.updated : DETAIL_TEXT.added);
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
      title={enrolment ? DETAIL_TEXT.editModalTitle : DETAIL_TEXT.modalTitle}
      size="xl"
      centered
    >
      {success ? (
        <Alert color="green" title={success} role="status" />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={control}
                name="program_id"
                label="Program"
                required
                data={programs}
                onValueChange={() => clear(['sub_program_id'])}
              />
              <SelectField
                control={control}
                name="sub_program_id"
                label="Sub Program"
                required
                data={subPrograms}
                disabled={!programId}
                onValueChange={onSubProgramChange}
              />
              <TextField control={control} name="enrollment_date" label="Enrollment Date" type="date" required />
              <SelectField
                control={control}
                name="enrollment_status"
                label="Enrollment Status"
                required
                data={toOptions(ENROLLMENT_STATUSES)}
              />
              <SelectField
                control={control}
                name="df_associate"
                label="DF Associate"
                required
                data={toOptions(YES_NO)}
                onValueChange={(v) => v !== '1' && clear(['df_associate_emp_id'])}
              />
              {dfAssociate === '1' && (
                <TextField control={control} name="df_associate_emp_id" label="Associate Employee ID" required />
              )}
              <SelectField
                control={control}
                name="outreach_channel_id"
                label="Outreach Channel"
                required
                data={toOptions(OUTREACH_CHANNELS)}
              />
            </SimpleGrid>
            {showEducation && (
              <>
                <Divider label="Education" labelPosition="left" />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <SelectField
                    control={control}
                    name="education_level_id"
                    label="Education Level"
                    required
                    data={toOptions(EDUCATION_LEVELS)}
                    onValueChange={onLevelChange}
                  />
                  {needsInstitution(asNumber(levelId)) && (
                    <>
                      <TextField control={control} name="institute" label="Institution" required />
                      <TextField control={control} name="field_of_study" label="Field of Study" required />
                      <SelectField
                        control={control}
                        name="education_status_id"
                        label="Education Status"
                        required
                        data={toOptions(EDUCATION_STATUSES)}
                      />
                      <NumberField control={control} name="passing_year" label="Passing Year" required min={MIN_PASSING_YEAR} />
                      <SelectField
                        control={control}
                        name="is_certified"
                        label="Certified"
                        required
                        data={toOptions(YES_NO)}
                        onValueChange={(v) => v !== '1' && clear(['certification_name'])}
                      />
                      {certified === '1' && (
                        <TextField control={control} name="certification_name" label="Certification Name" required />
                      )}
                    </>
                  )}
                </SimpleGrid>
                <Divider label="Family income" labelPosition="left" />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <SelectField
                    control={control}
                    name={INCOME_FIELDS[0]}
                    label="Family Income Source"
                    required
                    data={toOptions(FAMILY_INCOME_SOURCES)}
                  />
                  <NumberField control={control} name="earning_members" label="Earning Members" min={0} />
                  <SelectField
                    control={control}
                    name="earning_range_id"
                    label="Family Income (INR)"
                    required
                    data={toOptions(INCOME_RANGES)}
                  />
                </SimpleGrid>
              </>
            )}
            {isMutualFund(asNumber(subProgramId)) && (
              <>
                <Divider label="Mutual fund" labelPosition="left" />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <SelectField
                    control={control}
                    name="mutual_fund_provider_id"
                    label="MF Provider"
                    required
                    data={toOptions(MUTUAL_FUND_PROVIDERS)}
                  />
                  <SelectField
                    control={control}
                    name="mutual_fund_type_id"
                    label="MF Type"
                    required
                    data={toOptions(MUTUAL_FUND_TYPES)}
                  />
                  <NumberField control={control} name="mutual_fund_duration" label="MF Duration (months)" required min={0} />
                  <NumberField
                    control={control}
                    name="investment_amount"
                    label="Invested Amount (INR)"
                    required
                    min={0}
                    allowDecimal
                  />
                  <TextField control={control} name="reason_for_investment" label="Reason for Investment" />
                </SimpleGrid>
              </>
            )}
            <ModalActions justify="space-between">
              <SaveProblemNotice problem={save.problem} onRetry={() => void onSubmit()} />
              <Text c="red" size="sm" role={hasErrors ? 'alert' : undefined}>
                {hasErrors ? PROGRAM_RULES.footer : ''}
              </Text>
              <Group>
                <Button variant="default" onClick={close}>
                  {BENEFICIARY_TEXT.cancel}
                </Button>
                <Button type="submit" disabled={save.sending}>
                  {save.sending ? BENEFICIARY_TEXT.saving : BENEFICIARY_TEXT.save}
                </Button>
              </Group>
            </ModalActions>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
