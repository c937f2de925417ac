import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Divider, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { type BeneficiaryCreateInput, BeneficiaryCreateSchema } from '@portal/contract/beneficiary';
import { GENDERS, OCCUPATIONS, STATES } from '@portal/contract/lookups';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AppModal, ModalActions } from '../../../components/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { clearDraft, keepDraftOnSessionEnd, readDraft } from '../../../lib/network/drafts.ts';
import { SaveProblemNotice } from '../../../lib/network/save-problem.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { useRoleMenu } from '../../../lib/role-menu.ts';
import { beneficiariesQueryKey } from '../api/get-beneficiaries.ts';
import { registerBeneficiary } from '../api/register-beneficiary.ts';
import { AddressFields } from './address-fields.tsx';
import { NumberField, SelectField, TextField, toOptions } from './form-fields.tsx';

export type BeneficiaryFormValues = Record<
  | 'first_name'
  | 'last_name'
  | 'gender_id'
  | 'aadhaar_no'
  | 'dob'
  | 'mobile_no'
  | 'email_id'
  | 'permanent_address'
  | 'pincode'
  | 'state_id'
  | 'district_id'
  | 'taluka_id'
  | 'village_id'
  | 'total_family_members'
  | 'beneficiary_annual_source_id',
  string
>;

const EMPTY: BeneficiaryFormValues = {
  first_name: '',
  last_name: '',
  gender_id: '',
  aadhaar_no: '',
  dob: '',
  mobile_no: '',
  email_id: '',
  permanent_address: '',
  pincode: '',
  state_id: '',
  district_id: '',
  taluka_id: '',
  village_id: '',
  total_family_members: '',
  beneficiary_annual_source_id: '',
};

function showError(message: string, existingId?: number) {
  modals.open({
    title: T.registerFailedTitle,
    children: (
      <Stack>
        <Text>{message}</Text>
        {existingId && <Anchor href={`/beneficiary/${encodeBeneficiaryId(existingId)}`}>{T.openExisting}</Anchor>}
      </Stack>
    ),
  });
}

/** The name its values are kept under when the session ends while it is open. */
const DRAFT_NAME = 'add-beneficiary';

/**
 * What was typed before the session ended, for the same staff member: the form opens, the kept draft
 * is decrypted with the key the server gives this staff member, and the form is filled with it and
 * keeps it until it is saved. The role menu is loaded before the list page shows its + Add button.
 */
function useKeptDraft(form: ReturnType<typeof useForm<BeneficiaryFormValues>>) {
  const owner = useRoleMenu().userInfo?.emp_id;
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!owner) return;
    let open = true;
    let ready = false;
    const untouched = () => (Object.keys(EMPTY) as (keyof BeneficiaryFormValues)[]).every((k) => !form.getValues(k));
    // until the kept draft has been read, an ended session must not write an empty form over it
    const stop = keepDraftOnSessionEnd(DRAFT_NAME, () => (ready || !untouched() ? { owner, values: form.getValues() } : null));
    void readDraft<BeneficiaryFormValues>(DRAFT_NAME, owner).then((draft) => {
      if (!open) return;
      ready = true;
      // what the user typed meanwhile is not overwritten
      if (draft && untouched()) {
        form.reset({ ...EMPTY, ...draft });
        setRestored(true);
      }
    });
    return () => {
      open = false;
      stop();
    };
  }, [owner, form]);
  return restored;
}

/** Spec §2 Add Beneficiary: three sections, every rule of spec §5, then the add-program question. */
export function AddBeneficiaryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<BeneficiaryFormValues>({ defaultValues: EMPTY, resolver: zodResolver(BeneficiaryCreateSchema) as never });
  const { control } = form;
  const restored = useKeptDraft(form);

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save.save(values as unknown as BeneficiaryCreateInput);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      const { error } = outcome;
      const body = error instanceof ApiError ? (error.body as { existingBeneficiaryId?: number } | null) : null;
      return showError(
        error instanceof ApiError && error.message ? error.message : T.somethingWrong,
        body?.existingBeneficiaryId,
      );
    }
    const response = outcome.result;
    if (!response.Status || !response.beneficiaryId) return showError(T.registerFailed);
    const id = response.beneficiaryId;
    close();
    modals.openConfirmModal({
      title: T.addedTitle,
      children: <Text>{T.addedText}</Text>,
      labels: { confirm: T.addProgram, cancel: T.cancel },
      onConfirm: () => navigate(`/beneficiary/${encodeBeneficiaryId(id)}`, { state: { addProgram: true } }),
      onCancel: () => void queryClient.invalidateQueries({ queryKey: beneficiariesQueryKey }),
    });
  });
  const save = useGuardedSave(registerBeneficiary, () => void onSubmit());

  // Cancel aborts a save under way: it is not stored later and no success pops up. A kept draft
  // goes once the entry is saved or given up.
  const close = () => {
    save.cancel();
    clearDraft(DRAFT_NAME);
    form.reset(EMPTY);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title={T.add.replace('+ ', '')} size="xl" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {restored && <Alert color="blue" role="status" title={NETWORK_TEXT.draftRestored} />}
          <section>
            <Title order={3} size="h5" mb="xs">
              {T.personalSection}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField control={control} name="first_name" label="First Name" required />
              <TextField control={control} name="last_name" label="Last Name" />
              <SelectField control={control} name="gender_id" label="Gender" required data={toOptions(GENDERS)} />
              <TextField
                control={control}
                name="dob"
                label="Date of Birth"
                type="date"
                required
                max={new Date().toISOString().slice(0, 10)}
              />
              <TextField control={control} name="mobile_no" label="Mobile Number" required digitsOnly maxLength={10} />
              <TextField control={control} name="aadhaar_no" label="Aadhaar (last 4 digits)" digitsOnly maxLength={4} />
              <TextField control={control} name="email_id" label="Email" type="email" />
            </SimpleGrid>
          </section>
          <Divider />
          <section>
            <Title order={3} size="h5" mb="xs">
              {T.addressSection}
            </Title>
            <AddressFields form={form} states={toOptions(STATES)} />
            <Textarea
              mt="sm"
              label="Permanent Address"
              autosize
              minRows={2}
              {...form.register('permanent_address')}
              error={form.formState.errors.permanent_address?.message}
            />
          </section>
          <Divider />
          <section>
            <Title order={3} size="h5" mb="xs">
              {T.additionalSection}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={control}
                name="beneficiary_annual_source_id"
                label="Occupation"
                required
                data={toOptions(OCCUPATIONS)}
              />
              <NumberField control={control} name="total_family_members" label="Total Family Members" required min={1} max={99} />
            </SimpleGrid>
          </section>
          <ModalActions>
            <SaveProblemNotice problem={save.problem} onRetry={() => void onSubmit()} />
            <Button variant="default" onClick={close}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={save.sending}>
              {save.sending ? T.saving : T.save}
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </AppModal>
  );
}
