import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import {
  type AdminRole,
  type CreateStaff,
  CreateStaffSchema,
  STAFF_EMPLOYEE_FIELDS,
  type StaffMember,
} from '@portal/contract/staff-admin';
import { Controller, useForm } from 'react-hook-form';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { createStaff, updateStaff, useRefreshAdministration } from '../api/staff-admin.ts';
import { roleName } from '../lib/admin-names.ts';

type EmployeeField = (typeof STAFF_EMPLOYEE_FIELDS)[number] | 'manager';

/** The label of each employee field of the form (the contract's fields, then the manager). */
const LABELS: Record<EmployeeField, MessageId> = {
  mobile: 'staffAdmin.mobile',
  job_title: 'staffAdmin.jobTitle',
  employee_number: 'staffAdmin.employeeNumber',
  office_location: 'staffAdmin.officeLocation',
  cost_center_name: 'staffAdmin.costCentre',
  pay_grade: 'staffAdmin.payGrade',
  entity_name: 'staffAdmin.entity',
  manager: 'staffAdmin.manager',
};
const EMPLOYEE_FIELDS = [...STAFF_EMPLOYEE_FIELDS, 'manager'] as const;
type Values = { work_email: string; emp_name: string; role_ids: number[] } & Record<EmployeeField, string>;

const emptyValues = (member?: StaffMember): Values => ({
  work_email: member?.work_email ?? '',
  emp_name: member?.emp_name ?? '',
  role_ids: member?.roles.map((r) => r.role_id) ?? [],
  mobile: member?.mobile ?? '',
  job_title: member?.job_title ?? '',
  employee_number: member?.employee_number ?? '',
  office_location: member?.office_location ?? '',
  cost_center_name: member?.cost_center_name ?? '',
  pay_grade: member?.pay_grade ?? '',
  entity_name: member?.entity_name ?? '',
  manager: member?.manager ?? '',
});

/**
 * Adding a member of staff (their e-mail, name, roles and employee fields) or changing one (all but
 * the e-mail). An added member's temporary password goes to `onAdded`, to be shown once.
 */
export function StaffFormModal({
  member,
  roles,
  onClose,
  onAdded,
}: {
  member?: StaffMember;
  roles: readonly AdminRole[];
  onClose: () => void;
  onAdded: (name: string, password: string) => void;
}) {
  const t = useText();
  const { problem, rule } = useAdminProblem();
  const refresh = useRefreshAdministration();
  // one schema for both: a member's e-mail, shown but not changed, is one the schema takes
  const form = useForm({ defaultValues: emptyValues(member), resolver: formResolver<Values>()(CreateStaffSchema) });
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save.save(values);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      form.setError('root', { message: problem(outcome.error, 'staffAdmin.saveFailed') });
      return;
    }
    void refresh();
    // an added member's dialog gives way to their temporary password
    if (!member && outcome.result) return onAdded(values.emp_name, outcome.result);
    notifications.show({ color: 'green', message: t('staffAdmin.saved') });
    onClose();
  });
  const save = useGuardedSave(
    // the temporary password of a member added; nothing for a change
    async ({ work_email, ...fields }: CreateStaff, context) => {
      if (!member) return (await createStaff({ work_email, ...fields }, context)).temporary_password;
      await updateStaff(member.user_id, { ...fields, version: member.version }, context);
      return null;
    },
    () => void onSubmit(),
  );
  const close = () => {
    save.cancel();
    onClose();
  };
  // a retired role is offered only to whoever still holds it, so that it can be taken away
  const offered = roles.filter((r) => r.status_id === RECORD_ACTIVE || member?.roles.some((held) => held.role_id === r.role_id));
  const error = (field: keyof Values) => rule(form.formState.errors[field]?.message);
  return (
    <AppModal
      opened
      onClose={close}
      title={member ? t('staffAdmin.editTitle', { name: member.emp_name }) : t('staffAdmin.addTitle')}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('staffAdmin.email')}
            type="email"
            required={!member}
            disabled={Boolean(member)}
            autoComplete="off"
            {...form.register('work_email')}
            error={error('work_email')}
          />
          <TextInput label={t('staffAdmin.name')} required {...form.register('emp_name')} error={error('emp_name')} />
          <Controller
            control={form.control}
            name="role_ids"
            render={({ field }) => (
              <Checkbox.Group
                label={t('staffAdmin.roles')}
                withAsterisk
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                error={error('role_ids')}
              >
                <Stack gap="xs" mt="xs">
                  {offered.map((role) => (
                    <Checkbox key={role.role_id} value={String(role.role_id)} label={roleName(role.role_name)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {EMPLOYEE_FIELDS.map((field) => (
              <TextInput key={field} label={t(LABELS[field])} {...form.register(field)} error={error(field)} />
            ))}
          </SimpleGrid>
          <FormFooter
            refusal={form.formState.errors.root?.message}
            problem={save.problem}
            sending={save.sending}
            onRetry={() => void onSubmit()}
            onCancel={close}
            cancelLabel={t('staffAdmin.cancel')}
            saveLabel={t('staffAdmin.save')}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
