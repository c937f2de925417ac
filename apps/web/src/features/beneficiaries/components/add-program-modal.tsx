import { Alert, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BeneficiaryDetails, EnrolledProgram } from '@portal/contract/beneficiary';
import { SUCCESS_DIALOG_MS } from '@portal/contract/constants';
import { addProgramSchema, isMutualFund, needsEducation, type SubProgramFlags } from '@portal/contract/program';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { AppModal, ModalActions } from '../../../components/app-modal.tsx';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { text } from '../../../lib/i18n/text.ts';
import { SaveProblemNotice } from '../../../lib/network/save-problem.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { useOfficeLookups } from '../../../lib/office-lookups.ts';
import { useMissingSubPrograms } from '../api/get-beneficiary-details.ts';
import { useSendProgram } from '../api/programs.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import { ProgramChoiceFields } from './program-choice-fields.tsx';
import { ProgramEducationFields } from './program-education-fields.tsx';
import { asNumber } from './program-field-limits.ts';
import { initialProgramValues, MUTUAL_FUND_FIELDS, type ProgramFormValues, personValues } from './program-form-values.ts';
import { ProgramMutualFundFields } from './program-mutual-fund-fields.tsx';
import { SaveCancelButtons } from './save-cancel-buttons.tsx';

/** Mounted afresh for each opening (the page gives it a new key), so the form starts from the current values. */
interface AddProgramModalProps {
  opened: boolean;
  onClose: () => void;
  details: BeneficiaryDetails;
  /** The enrolment being edited, or null to add one. */
  enrolment: EnrolledProgram | null;
}

export function AddProgramModal({ opened, onClose, details, enrolment }: AddProgramModalProps) {
  const missing = useMissingSubPrograms(details.beneficiary_id, opened);
  const send = useSendProgram(details.beneficiary_id, enrolment?.beneficiary_program_id ?? null);
  const [success, setSuccess] = useState(false);
  const { t, program, subProgram, serverError } = useBeneficiaryText();
  // the office's lists as it keeps them now (the choices of each list follow)
  useOfficeLookups();
  // what each sub-programme asks of an enrolment, as the answers carry it: read by the rules at each check
  const flags = useRef(new Map<number, SubProgramFlags>());
  const flagsOf = (id: number | undefined) => (id === undefined ? undefined : flags.current.get(id));
  const [resolver] = useState(() => formResolver<ProgramFormValues>()(addProgramSchema(flagsOf)));
  const methods = useForm({ defaultValues: initialProgramValues(details, enrolment), resolver });
  const { watch, setValue, formState } = methods;
  const [programId, subProgramId] = watch(['program_id', 'sub_program_id']);

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
        is_mutual_fund: enrolment.is_mutual_fund,
        skips_education: enrolment.skips_education,
      });
      if (!progs.some((p) => p.program_id === enrolment.program_id))
        progs.push({ program_id: enrolment.program_id, program_name: enrolment.program_name });
    }
    for (const s of subs) flags.current.set(s.sub_program_id, s);
    return {
      programs: progs.map((p) => ({ value: String(p.program_id), label: program(p.program_id, p.program_name) })),
      subPrograms: subs
        .filter((s) => String(s.program_id) === programId)
        .sort((a, b) => a.sub_program_id - b.sub_program_id)
        .map((s) => ({ value: String(s.sub_program_id), label: subProgram(s.sub_program_id, s.sub_program_name) })),
    };
  }, [missing.data, enrolment, programId, program, subProgram]);

  // spec §4: a sub-programme without education gives the person's own back; one that is not the mutual fund clears its fields
  const onSubProgramChange = (value: string) => {
    if (!needsEducation(flagsOf(asNumber(value)))) {
      for (const [field, v] of Object.entries(personValues(details))) setValue(field as keyof ProgramFormValues, v ?? '');
    }
    if (!isMutualFund(flagsOf(asNumber(value)))) for (const field of MUTUAL_FUND_FIELDS) setValue(field, '');
  };

  const onSubmit = methods.handleSubmit(async (values) => {
    const outcome = await save.save(values);
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

  const chosen = flagsOf(asNumber(subProgramId));
  const showEducation = needsEducation(chosen) || subProgramId === '';
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
        <FormProvider {...methods}>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <ProgramChoiceFields programs={programs} subPrograms={subPrograms} onSubProgramChange={onSubProgramChange} />
              {showEducation && <ProgramEducationFields canEditPerson={details.can_edit} />}
              {isMutualFund(chosen) && <ProgramMutualFundFields />}
              <ModalActions justify="space-between">
                <SaveProblemNotice problem={save.problem} onRetry={() => void onSubmit()} />
                <Text c="red" size="sm" role={hasErrors ? 'alert' : undefined}>
                  {hasErrors ? t('programRule.footer') : ''}
                </Text>
                <Group>
                  <SaveCancelButtons sending={save.sending} onCancel={close} />
                </Group>
              </ModalActions>
            </Stack>
          </form>
        </FormProvider>
      )}
    </AppModal>
  );
}
