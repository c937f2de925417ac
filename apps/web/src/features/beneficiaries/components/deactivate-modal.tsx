import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEACTIVATION_REASON_MAX, type DeactivateBeneficiary, DeactivateBeneficiarySchema } from '@portal/contract/records';
import { useForm } from 'react-hook-form';
import { AppModal, ModalActions } from '../../../components/app-modal.tsx';
import { SaveProblemNotice } from '../../../lib/network/save-problem.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { deactivateBeneficiary, useRefreshRecord } from '../api/beneficiary-records.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';

/** Deactivating a person asks why; the reason is kept with the person and in their history. */
export function DeactivateModal({ beneficiaryId, onClose }: { beneficiaryId: number; onClose: () => void }) {
  const { t, rule, serverError } = useBeneficiaryText();
  const refresh = useRefreshRecord(beneficiaryId);
  const form = useForm({
    defaultValues: { reason: '' },
    resolver: zodResolver(DeactivateBeneficiarySchema),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save.save(values);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      form.setError('reason', { message: serverError(outcome.error, 'beneficiary.somethingWrong') });
      return;
    }
    notifications.show({ message: t('records.deactivated'), color: 'green' });
    onClose();
    void refresh();
  });
  const save = useGuardedSave(
    (input: DeactivateBeneficiary, context) => deactivateBeneficiary(beneficiaryId, input, context),
    () => void onSubmit(),
  );
  const close = () => {
    save.cancel();
    onClose();
  };
  return (
    <AppModal opened onClose={close} title={t('records.deactivateTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('records.deactivateText')}</Text>
          <Textarea
            label={t('records.reason')}
            required
            autosize
            minRows={2}
            maxLength={DEACTIVATION_REASON_MAX}
            data-autofocus
            {...form.register('reason')}
            error={rule(form.formState.errors.reason?.message)}
          />
          <ModalActions>
            <SaveProblemNotice problem={save.problem} onRetry={() => void onSubmit()} />
            <Button variant="default" onClick={close}>
              {t('beneficiary.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={save.sending}>
              {save.sending ? t('beneficiary.saving') : t('records.deactivate')}
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </AppModal>
  );
}
