import { Alert, Anchor, Divider, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { BeneficiaryCreateSchema } from '@portal/contract/beneficiary';
import { AADHAAR_DIGITS, MOBILE_DIGITS } from '@portal/contract/constants';
import { indiaToday } from '@portal/contract/india-days';
import { GENDERS, OCCUPATIONS } from '@portal/contract/lookups';
import { type RegisterBeneficiary, RegisterBeneficiarySchema, registerBeneficiarySchema } from '@portal/contract/registration';
import type { OkMessageResponse } from '@portal/contract/responses/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AppModal, ModalActions } from '../../../components/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { text } from '../../../lib/i18n/text.ts';
import { clearDraft, keepDraftOnSessionEnd, readDraft } from '../../../lib/network/drafts.ts';
import { SaveProblemNotice } from '../../../lib/network/save-problem.tsx';
import { type SendContext, useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { useOfficeLookups } from '../../../lib/office-lookups.ts';
import { useRoleMenu } from '../../../lib/role-menu.ts';
import { useNotice } from '../../privacy/api/notice.ts';
import { ConsentFields } from '../../privacy/components/consent-fields.tsx';
import { updateBeneficiary, useRefreshRecord } from '../api/beneficiary-records.ts';
import { beneficiariesQueryKey } from '../api/get-beneficiaries.ts';
import { type RegisterResponse, registerBeneficiary } from '../api/register-beneficiary.ts';
import { limitsOf } from '../lib/schema-limits.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import { AddressFields } from './address-fields.tsx';
import { type BeneficiaryForm, type BeneficiaryFormValues, EMPTY_BENEFICIARY as EMPTY } from './beneficiary-form-values.ts';
import { NumberField, SelectField, TextField } from './form-fields.tsx';
import { SaveCancelButtons } from './save-cancel-buttons.tsx';

const LIMITS = {
  lastName: limitsOf(BeneficiaryCreateSchema.shape.last_name),
  email: limitsOf(BeneficiaryCreateSchema.shape.email_id),
  address: limitsOf(BeneficiaryCreateSchema.shape.permanent_address),
  familyMembers: limitsOf(BeneficiaryCreateSchema.shape.total_family_members),
};

/**
 * Opened from the save's outcome: the texts are read in the language shown at that moment. A
 * refused duplicate links to the record it would duplicate.
 */
function showError(message: string, existingId: number | undefined, correcting: boolean) {
  modals.open({
    title: text(correcting ? 'records.updateFailed' : 'beneficiary.registerFailedTitle'),
    children: (
      <Stack>
        <Text>{message}</Text>
        {existingId && (
          <Anchor href={`/beneficiary/${encodeBeneficiaryId(existingId)}`}>
            {text(correcting ? 'records.openOther' : 'beneficiary.openExisting')}
          </Anchor>
        )}
      </Stack>
    ),
  });
}

/** A person being corrected: their id and the form's values as the details give them. */
export interface BeneficiaryCorrection {
  id: number;
  values: BeneficiaryFormValues;
}

/** The name its values are kept under when the session ends while it is open. */
const DRAFT_NAME = 'add-beneficiary';

/**
 * What was typed before the session ended, for the same staff member: the form opens, the kept draft
 * is decrypted with the key the server gives this staff member, and the form is filled with it and
 * keeps it until it is saved. The role menu is loaded before the list page shows its + Add button.
 */
function useKeptDraft(form: BeneficiaryForm, enabled: boolean) {
  const menuOwner = useRoleMenu().userInfo?.emp_id;
  const owner = enabled ? menuOwner : undefined;
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

interface AddBeneficiaryModalProps {
  opened: boolean;
  onClose: () => void;
  /** Correct this person instead of registering a new one: the same form, filled with their values. */
  correcting?: BeneficiaryCorrection;
}

/**
 * Spec §2 Add Beneficiary: three sections, every rule of spec §5, then the add-program question.
 * The same form corrects a registered person (Edit on the detail page).
 */
export function AddBeneficiaryModal({ opened, onClose, correcting }: AddBeneficiaryModalProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = correcting?.values ?? EMPTY;
  // a registration asks consent by the office's setting; a correction changes the person only
  const notice = useNotice({ enabled: !correcting });
  const consentRequired = notice.data?.consent_required ?? true;
  const form = useForm({
    defaultValues: initial,
    resolver: formResolver<BeneficiaryFormValues>()(
      correcting ? RegisterBeneficiarySchema : registerBeneficiarySchema({ consentRequired }),
    ),
  });
  const { control } = form;
  const restored = useKeptDraft(form, !correcting);
  const refreshRecord = useRefreshRecord(correcting?.id ?? 0);
  const { t, options, rule, serverError } = useBeneficiaryText();
  // the office's lists as it keeps them now (the occupation's choices follow)
  useOfficeLookups();

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save.save(values);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      const { error } = outcome;
      const body = error instanceof ApiError ? (error.body as { existingBeneficiaryId?: number } | null) : null;
      return showError(serverError(error, 'beneficiary.somethingWrong'), body?.existingBeneficiaryId, Boolean(correcting));
    }
    if (correcting) {
      close();
      notifications.show({ message: t('records.updated'), color: 'green' });
      return void refreshRecord();
    }
    const response = outcome.result as RegisterResponse;
    if (!response.Status || !response.beneficiaryId) return showError(t('beneficiary.registerFailed'), undefined, false);
    const id = response.beneficiaryId;
    close();
    modals.openConfirmModal({
      title: t('beneficiary.addedTitle'),
      children: <Text>{t('beneficiary.addedText')}</Text>,
      labels: { confirm: t('beneficiary.addProgram'), cancel: t('beneficiary.cancel') },
      onConfirm: () => navigate(`/beneficiary/${encodeBeneficiaryId(id)}`, { state: { addProgram: true } }),
      onCancel: () => void queryClient.invalidateQueries({ queryKey: beneficiariesQueryKey }),
    });
  });
  const send = correcting
    ? (input: RegisterBeneficiary, context: SendContext) => updateBeneficiary(correcting.id, input, context)
    : registerBeneficiary;
  const save = useGuardedSave<RegisterBeneficiary, RegisterResponse | OkMessageResponse>(send, () => void onSubmit());

  // Cancel aborts a save under way: it is not stored later and no success pops up. A kept draft
  // goes once the entry is saved or given up.
  const close = () => {
    save.cancel();
    if (!correcting) clearDraft(DRAFT_NAME);
    form.reset(initial);
    onClose();
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t(correcting ? 'records.editTitle' : 'beneficiaryScreen.addTitle')}
      size="xl"
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {restored && <Alert color="blue" role="status" title={t('network.draftRestored')} />}
          <section>
            <Title order={3} size="h5" mb="xs">
              {t('beneficiary.personalSection')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField control={control} name="first_name" label={t('beneficiaryScreen.form.firstName')} required />
              <TextField
                control={control}
                name="last_name"
                label={t('beneficiaryScreen.form.lastName')}
                maxLength={LIMITS.lastName.maxLength}
              />
              <SelectField
                control={control}
                name="gender_id"
                label={t('beneficiaryScreen.form.gender')}
                required
                data={options('gender', GENDERS)}
              />
              <TextField
                control={control}
                name="dob"
                label={t('beneficiaryScreen.form.dob')}
                type="date"
                required
                max={indiaToday()}
              />
              <TextField
                control={control}
                name="mobile_no"
                label={t('beneficiaryScreen.form.mobile')}
                required
                digitsOnly
                maxLength={MOBILE_DIGITS}
              />
              <TextField
                control={control}
                name="aadhaar_no"
                label={t('beneficiaryScreen.form.aadhaar')}
                digitsOnly
                maxLength={AADHAAR_DIGITS}
              />
              <TextField
                control={control}
                name="email_id"
                label={t('beneficiaryScreen.form.email')}
                type="email"
                maxLength={LIMITS.email.maxLength}
              />
            </SimpleGrid>
          </section>
          <Divider />
          <section>
            <Title order={3} size="h5" mb="xs">
              {t('beneficiary.addressSection')}
            </Title>
            <AddressFields form={form} />
            <Textarea
              mt="sm"
              label={t('beneficiaryScreen.form.permanentAddress')}
              autosize
              minRows={2}
              maxLength={LIMITS.address.maxLength}
              {...form.register('permanent_address')}
              error={rule(form.formState.errors.permanent_address?.message)}
            />
          </section>
          <Divider />
          <section>
            <Title order={3} size="h5" mb="xs">
              {t('beneficiary.additionalSection')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={control}
                name="beneficiary_annual_source_id"
                label={t('beneficiaryScreen.form.occupation')}
                required
                data={options('occupation', OCCUPATIONS, { keep: String(initial.beneficiary_annual_source_id ?? '') })}
              />
              <NumberField
                control={control}
                name="total_family_members"
                label={t('beneficiaryScreen.form.familyMembers')}
                required
                min={LIMITS.familyMembers.min}
                max={LIMITS.familyMembers.max}
              />
            </SimpleGrid>
          </section>
          {!correcting && (
            <>
              <Divider />
              <ConsentFields form={form} notice={notice} />
            </>
          )}
          <ModalActions>
            <SaveProblemNotice problem={save.problem} onRetry={() => void onSubmit()} />
            <SaveCancelButtons sending={save.sending} onCancel={close} />
          </ModalActions>
        </Stack>
      </form>
    </AppModal>
  );
}
