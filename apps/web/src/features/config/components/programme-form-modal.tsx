import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONFIG_NAME_MAX, type Programme, type SubProgramme, UpdateSubProgrammeSchema } from '@portal/contract/config';
import { useForm } from 'react-hook-form';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import {
  createProgramme,
  createSubProgramme,
  updateProgramme,
  updateSubProgramme,
  useRefreshProgrammes,
} from '../api/programmes.ts';

type Values = { name: string; name_kn: string; is_mutual_fund: boolean; skips_education: boolean; version: number };

/** What the dialog changes: a programme, or a sub-programme (of `programme`), new when without its row. */
export type ProgrammeDialog =
  | { kind: 'program'; row?: Programme }
  | { kind: 'subProgram'; programme: Programme; row?: SubProgramme };

/**
 * A programme's or sub-programme's names in English and Kannada, and a sub-programme's flags: what it
 * asks of an enrolment (the mutual fund's fields; no education and income).
 */
export function ProgrammeFormModal({ dialog, title, onClose }: { dialog: ProgrammeDialog; title: string; onClose: () => void }) {
  const t = useText();
  const { problem, rule } = useAdminProblem();
  const refresh = useRefreshProgrammes();
  const sub = dialog.kind === 'subProgram' ? dialog.row : undefined;
  const form = useForm({
    defaultValues: {
      name: dialog.row?.name ?? '',
      name_kn: dialog.row?.name_kn ?? '',
      is_mutual_fund: sub?.is_mutual_fund ?? false,
      skips_education: sub?.skips_education ?? false,
      version: dialog.row?.version ?? 0,
    },
    // one schema for both: a programme's form sends no flags
    resolver: formResolver<Values>()(UpdateSubProgrammeSchema),
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
    ({ name, name_kn, is_mutual_fund, skips_education, version }: Values, context) => {
      if (dialog.kind === 'program')
        return dialog.row
          ? updateProgramme(dialog.row.program_id, { name, name_kn, version }, context)
          : createProgramme({ name, name_kn }, context);
      const fields = { name, name_kn, is_mutual_fund, skips_education };
      return dialog.row
        ? updateSubProgramme(dialog.row.sub_program_id, { ...fields, version }, context)
        : createSubProgramme({ ...fields, program_id: dialog.programme.program_id }, context);
    },
    () => void onSubmit(),
  );
  const close = () => {
    save.cancel();
    onClose();
  };
  return (
    <AppModal opened onClose={close} title={title}>
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
          {dialog.kind === 'subProgram' && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('config.flags')}
              </Text>
              <Checkbox label={t('config.isMutualFund')} {...form.register('is_mutual_fund')} />
              <Checkbox label={t('config.skipsEducation')} {...form.register('skips_education')} />
            </Stack>
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
