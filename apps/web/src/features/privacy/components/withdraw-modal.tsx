import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { indiaToday } from '@portal/contract/india-days';
import { type Withdrawal, WithdrawalSchema } from '@portal/contract/leaving';
import { REQUEST_CHANNELS } from '@portal/contract/privacy-requests';
import { useForm } from 'react-hook-form';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useDialogSave } from '../../../lib/forms/use-dialog-save.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { SelectField } from '../../beneficiaries/components/form-fields.tsx';
import { withdrawConsent } from '../api/leaving.ts';
import { useNotice } from '../api/notice.ts';

type Values = { withdrawn_on: string; channel: string };

/** Records a person's withdrawal of consent: the day and how it came (decision 039). */
export function WithdrawModal({
  beneficiaryId,
  name,
  onClose,
  onSaved,
}: {
  beneficiaryId: number;
  name: string;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const t = useText();
  const { rule } = useAdminProblem();
  const notice = useNotice();
  const form = useForm({
    defaultValues: { withdrawn_on: indiaToday(), channel: '' },
    resolver: formResolver<Values>()(WithdrawalSchema),
  });
  const { onSubmit, save, close } = useDialogSave(form, {
    send: (values: Withdrawal, context) => withdrawConsent(beneficiaryId, values, context),
    saved: async () => {
      await onSaved();
      notifications.show({ color: 'green', message: t('leaving.withdrawn') });
    },
    failed: 'privacy.saveFailed',
    onClose,
  });
  const days = notice.data?.withdrawal_keep_days;
  return (
    <AppModal opened onClose={close} title={t('leaving.withdrawTitle', { name })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {days !== undefined && <Text size="sm">{t('leaving.withdrawHint', { days })}</Text>}
          <TextInput
            type="date"
            label={t('leaving.withdrawnOn')}
            withAsterisk
            max={indiaToday()}
            {...form.register('withdrawn_on')}
            error={rule(form.formState.errors.withdrawn_on?.message)}
          />
          <SelectField
            control={form.control}
            name="channel"
            label={t('privacy.channel')}
            required
            data={REQUEST_CHANNELS.map((c) => ({ value: c, label: t(`privacy.channels.${c}`) }))}
          />
          <FormFooter
            refusal={form.formState.errors.root?.message}
            problem={save.problem}
            sending={save.sending}
            onRetry={() => void onSubmit()}
            onCancel={close}
            cancelLabel={t('privacy.cancel')}
            saveLabel={t('leaving.withdrawSave')}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
