import { Alert, Checkbox, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ERASURE_REASONS, type Erasure, ErasureSchema } from '@portal/contract/leaving';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { useDialogSave } from '../../../lib/forms/use-dialog-save.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { SelectField } from '../../beneficiaries/components/form-fields.tsx';
import { erasePerson } from '../api/leaving.ts';

type Values = { reason: string };

/** Erases a person's personal data, for good, once the reason is chosen and the question is answered (decision 039). */
export function EraseModal({
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
  const [understood, setUnderstood] = useState(false);
  const form = useForm({ defaultValues: { reason: '' }, resolver: formResolver<Values>()(ErasureSchema) });
  const { onSubmit, save, close } = useDialogSave(form, {
    send: (values: Erasure, context) => erasePerson(beneficiaryId, values, context),
    saved: async () => {
      await onSaved();
      notifications.show({ color: 'green', message: t('leaving.erased') });
    },
    failed: 'privacy.saveFailed',
    onClose,
  });
  return (
    <AppModal opened onClose={close} title={t('leaving.eraseTitle', { name })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Alert color="red" variant="light">
            {t('leaving.eraseHint')}
          </Alert>
          <SelectField
            control={form.control}
            name="reason"
            label={t('leaving.reason')}
            required
            data={ERASURE_REASONS.map((r) => ({ value: r, label: t(`leaving.reasons.${r}`) }))}
          />
          <Checkbox
            label={t('leaving.eraseConfirm')}
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
          />
          <FormFooter
            refusal={form.formState.errors.root?.message}
            problem={save.problem}
            sending={save.sending}
            onRetry={() => void onSubmit()}
            onCancel={close}
            cancelLabel={t('privacy.cancel')}
            saveLabel={t('leaving.eraseSave')}
            danger
            saveDisabled={!understood}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
