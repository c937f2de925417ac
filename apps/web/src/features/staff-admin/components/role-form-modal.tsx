import { Checkbox, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WILDCARD } from '@portal/contract/permissions';
import {
  type AdminRole,
  ASSIGNABLE_PERMISSIONS,
  type RoleInput,
  RoleInputSchema,
  type RolesResponse,
} from '@portal/contract/staff-admin';
import { Controller, useForm } from 'react-hook-form';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { createRole, updateRole, useRefreshAdministration } from '../api/staff-admin.ts';
import { menuName, permissionLabel, roleName } from '../lib/admin-names.ts';

type Values = { role_name: string; permissions: string[]; menu_ids: number[] };

/**
 * A new role, or a change of one: its name, its permissions as checkboxes (Everything, the pages and
 * the permissions that are not pages, and any other name the office's data holds, kept as it is) and
 * the menu entries its holders see.
 */
export function RoleFormModal({
  role,
  menus,
  onClose,
}: {
  role?: AdminRole;
  menus: RolesResponse['menus'];
  onClose: () => void;
}) {
  const t = useText();
  const { problem, rule } = useAdminProblem();
  const refresh = useRefreshAdministration();
  const form = useForm({
    defaultValues: { role_name: role?.role_name ?? '', permissions: role?.permissions ?? [], menu_ids: role?.menu_ids ?? [] },
    resolver: formResolver<Values>()(RoleInputSchema),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save.save(values);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      form.setError('root', { message: problem(outcome.error, 'staffAdmin.saveFailed') });
      return;
    }
    void refresh();
    notifications.show({ color: 'green', message: t('staffAdmin.roleSaved', { name: roleName(values.role_name) }) });
    onClose();
  });
  const save = useGuardedSave(
    (values: RoleInput, context) =>
      role ? updateRole(role.role_id, { ...values, version: role.version }, context) : createRole(values, context),
    () => void onSubmit(),
  );
  const close = () => {
    save.cancel();
    onClose();
  };
  const known: readonly string[] = ASSIGNABLE_PERMISSIONS;
  const other = (role?.permissions ?? []).filter((p) => p !== WILDCARD && !known.includes(p));
  const everything = form.watch('permissions').includes(WILDCARD);
  return (
    <AppModal
      opened
      onClose={close}
      title={role ? t('staffAdmin.editRoleTitle', { name: roleName(role.role_name) }) : t('staffAdmin.addRoleTitle')}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('staffAdmin.roleName')}
            required
            {...form.register('role_name')}
            error={rule(form.formState.errors.role_name?.message)}
          />
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => (
              <Checkbox.Group label={t('staffAdmin.permissions')} value={field.value} onChange={field.onChange}>
                {/* a long list scrolls under the dialog's header and footer: each box a full 24 px target */}
                <Stack gap="xs" mt="xs">
                  <Checkbox
                    size="md"
                    value={WILDCARD}
                    label={t('staffAdmin.everything')}
                    description={t('staffAdmin.everythingHint')}
                  />
                  {[...known, ...other].map((name) => (
                    <Checkbox size="md" key={name} value={name} label={permissionLabel(name)} disabled={everything} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={form.control}
            name="menu_ids"
            render={({ field }) => (
              <Checkbox.Group
                label={t('staffAdmin.menus')}
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
              >
                <Stack gap="xs" mt="xs">
                  {menus.map((menu) => (
                    <Checkbox size="md" key={menu.menu_id} value={String(menu.menu_id)} label={menuName(menu.menu_name)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
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
