import { Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { indiaToday } from '@portal/contract/india-days';
import { NewRequestSchema, REQUEST_CHANNELS, REQUEST_KINDS } from '@portal/contract/privacy-requests';
import { useForm } from 'react-hook-form';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useDialogSave } from '../../../lib/forms/use-dialog-save.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { SelectField } from '../../beneficiaries/components/form-fields.tsx';
import { logRequest, useRefreshRequests } from '../api/privacy-requests.ts';

type Values = { kind: string; channel: string; received_on: string };

/** Logs a person's request: what they ask, how it came, the day it came (today unless earlier). */
export function LogRequestModal({ beneficiaryId, name, onClose }: { beneficiaryId: number; name: string; onClose: () => void }) {
  const t = useText();
  const { rule } = useAdminProblem();
  const refresh = useRefreshRequests();
  const form = useForm({
    defaultValues: { kind: '', channel: '', received_on: indiaToday() },
    resolver: formResolver<Values>()(NewRequestSchema),
  });
  const { onSubmit, save, close } = useDialogSave(form, {
    send: (
      values: { kind: (typeof REQUEST_KINDS)[number]; channel: (typeof REQUEST_CHANNELS)[number]; received_on: string },
      context,
    ) => logRequest(beneficiaryId, values, context),
    saved: async () => {
      await refresh();
      notifications.show({ color: 'green', message: t('privacy.logged') });
    },
    failed: 'privacy.saveFailed',
    onClose,
  });
  return (
    <AppModal opened onClose={close} title={t('privacy.logTitle', { name })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <SelectField
            control={form.control}
            name="kind"
            label={t('privacy.kind')}
            required
            data={REQUEST_KINDS.map((k) => ({ value: k, label: t(`privacy.kinds.${k}`) }))}
          />
          <SelectField
            control={form.control}
            name="channel"
            label={t('privacy.channel')}
            required
            data={REQUEST_CHANNELS.map((c) => ({ value: c, label: t(`privacy.channels.${c}`) }))}
          />
          <TextInput
            type="date"
            label={t('privacy.receivedOn')}
            withAsterisk
            max={indiaToday()}
            {...form.register('received_on')}
            error={rule(form.formState.errors.received_on?.message)}
          />
          <FormFooter
            refusal={form.formState.errors.root?.message}
            problem={save.problem}
            sending={save.sending}
            onRetry={() => void onSubmit()}
            onCancel={close}
            cancelLabel={t('privacy.cancel')}
            saveLabel={t('privacy.save')}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
