import { PROGRAMS as PROGRAM_LIST, SUB_PROGRAMS as SUB_PROGRAM_LIST } from '@portal/contract/lookups';

/**
 * Reference data a deployer may rename: programmes, sub-programmes, roles and menus.
 * Sub-programme 1 is Mutual Fund and 5 is the one without education and income details (spec §9).
 */
export const PROGRAMS = PROGRAM_LIST.map(({ id, name }) => ({ programId: id, programName: name }));

export const SUB_PROGRAMS = SUB_PROGRAM_LIST.map(({ id, programId, name }) => ({
  subProgramId: id,
  programId,
  subProgramName: name,
}));

/** Menus that have a screen; `action` is the route name (spec §2 side navigation). */
export const MENUS = [
  { menuName: 'Beneficiary', action: 'beneficiary', sortOrder: 1 },
  { menuName: 'Organization', action: 'org', sortOrder: 2 },
];

export const ROLES = [
  { roleName: 'Administrator', rolePermissions: '*', menuActions: ['beneficiary', 'org'] },
  { roleName: 'Field Facilitator', rolePermissions: 'beneficiary', menuActions: ['beneficiary'] },
];

export const ADMINISTRATOR_ROLE = 'Administrator';
export const DEFAULT_ADMIN_EMAIL = 'admin@portal.local';
