import { Checkbox, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONFIG_NAME_MAX, type LookupValue, UpdateLookupValueSchema } from '@portal/contract/config';
import type { OfficeLookup } from '@portal/contract/office-lookups';
import { useForm } from 'react-hook-form';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { createLookupValue, updateLookupValue, useRefreshLookups } from '../api/lookups.ts';

type Values = { name: string; name_kn: string; family_income_source: boolean; version: number };

/** A value of one of the office's lists: its names in English and Kannada; an occupation, whether a family lives on it. */
export function LookupValueModal({ list, row, onClose }: { list: OfficeLookup; row?: LookupValue; onClose: () => void }) {
  const t = useText();
  const { problem, rule } = useAdminProblem();
  const refresh = useRefreshLookups();
  const form = useForm({
    defaultValues: {
      name: row?.name ?? '',
      name_kn: row?.name_kn ?? '',
      family_income_source: row?.family_income_source ?? list === 'occupation',
      version: row?.version ?? 0,
    },
    resolver: formResolver<Values>()(UpdateLookupValueSchema),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save.save(values);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      form.setError('root', { message: problem(outcome.error, 'config.saveFailed') });
      return;
    }
    void refresh();
    notifications.show({ color: 'green', message: t('config.saved', { name: values.name }) });
    onClose();
  });
  const save = useGuardedSave(
    ({ version, ...fields }: Values, context) =>
      row ? updateLookupValue(list, row.id, { ...fields, version }, context) : createLookupValue(list, fields, context),
    () => void onSubmit(),
  );
  const close = () => {
    save.cancel();
    onClose();
  };
  return (
    <AppModal opened onClose={close} title={t('config.valueTitle', { list: t(`config.list.${list}`) })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('config.name')}
            required
            maxLength={CONFIG_NAME_MAX}
            {...form.register('name')}
            error={rule(form.formState.errors.name?.message)}
          />
          <TextInput
            label={t('config.nameKn')}
            description={t('config.nameKnHint')}
            lang="kn"
            maxLength={CONFIG_NAME_MAX}
            {...form.register('name_kn')}
            error={rule(form.formState.errors.name_kn?.message)}
          />
          {list === 'occupation' && (
            <Checkbox label={t('config.familyIncomeSource')} {...form.register('family_income_source')} />
          )}
          <FormFooter
            refusal={form.formState.errors.root?.message}
            problem={save.problem}
            sending={save.sending}
            onRetry={() => void onSubmit()}
            onCancel={close}
            cancelLabel={t('config.cancel')}
            saveLabel={t('config.save')}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
