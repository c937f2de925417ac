import { allowsPermission, PERMISSIONS, type Permission } from '@portal/contract/permissions';
import { useRoleMenu } from '../../../lib/role-menu.ts';

/** Whether the signed-in user holds a permission that is no page (the server decides; this only hides what it would refuse). */
function useHolds(permission: Permission): boolean {
  const { roles } = useRoleMenu();
  return allowsPermission(
    roles.map((r) => r.role_permissions),
    permission,
  );
}

/** Whether the signed-in user may see who saw whom. */
export const useMaySeeAccessRecords = () => useHolds(PERMISSIONS.accessRecords);
/** Whether the signed-in user may erase a person's data (decision 039). */
export const useMayErase = () => useHolds(PERMISSIONS.eraseRecords);
