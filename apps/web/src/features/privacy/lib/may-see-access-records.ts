import { allowsPermission, PERMISSIONS } from '@portal/contract/permissions';
import { useRoleMenu } from '../../../lib/role-menu.ts';

/** Whether the signed-in user may see who saw whom (the server decides; this only hides what it would refuse). */
export function useMaySeeAccessRecords(): boolean {
  const { roles } = useRoleMenu();
  return allowsPermission(
    roles.map((r) => r.role_permissions),
    PERMISSIONS.accessRecords,
  );
}
