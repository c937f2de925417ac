/** Spec §6: a role's role_permissions is `*` or a comma list of route names. */
export const WILDCARD = '*';

export const PERMISSIONS = {
  beneficiary: 'beneficiary',
  org: 'org',
  userprofile: 'userprofile',
  /** The programme's figures (/dashboard), the team's work (/myteam) and the summary reports (/summary). */
  dashboard: 'dashboard',
  myteam: 'myteam',
  summary: 'summary',
  /** Staff and roles (/permission) and programmes and look-ups (/config): administration in the portal. */
  permission: 'permission',
  config: 'config',
  /** Not a page: may edit and delete any enrolment, not only those one created. */
  enrolmentAdmin: 'enrolment-admin',
  /** Not a page: may correct and deactivate any beneficiary, not only those one registered. */
  beneficiaryAdmin: 'beneficiary-admin',
  /** Not a page: may export the list (personal data leaving the system). */
  beneficiaryExport: 'beneficiary-export',
  /** Not a page: may read who saw whom (the access records of decision 035). */
  accessRecords: 'access-records',
  /** Not a page: may erase a person's personal data (decision 039). */
  eraseRecords: 'erase-records',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** Each name is trimmed and prefixed with a slash to form a path (spec §6). */
export function permissionPaths(rolePermissions: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const list of rolePermissions) {
    for (const name of list.split(',')) {
      const trimmed = name.trim();
      if (trimmed) paths.add(trimmed === WILDCARD ? WILDCARD : `/${trimmed}`);
    }
  }
  return paths;
}

export function allowsPath(rolePermissions: readonly string[], path: string): boolean {
  const paths = permissionPaths(rolePermissions);
  return paths.has(WILDCARD) || paths.has(path);
}

export function allowsPermission(rolePermissions: readonly string[], permission: Permission): boolean {
  return allowsPath(rolePermissions, `/${permission}`);
}
