import { LAYOUT_TEXT } from '@portal/contract/layout-text';
import { PROGRAMS as PROGRAM_LIST, SUB_PROGRAMS as SUB_PROGRAM_LIST } from '@portal/contract/lookups';
import { PROFILE_TEXT } from '@portal/contract/messages';

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

/**
 * Menus that have a screen; `action` is the route name (spec §2 side navigation). A role with `*`
 * has them all (getRoleMenu); another has those linked to it.
 */
export const MENUS = [
  { menuName: LAYOUT_TEXT.menuNames.dashboard, action: 'dashboard', sortOrder: 0 },
  { menuName: LAYOUT_TEXT.menuNames.myteam, action: 'myteam', sortOrder: 0 },
  { menuName: LAYOUT_TEXT.menuNames.summary, action: 'summary', sortOrder: 0 },
  { menuName: 'Beneficiary', action: 'beneficiary', sortOrder: 1 },
  { menuName: 'Organization', action: 'org', sortOrder: 2 },
  { menuName: LAYOUT_TEXT.menuNames.permission, action: 'permission', sortOrder: 3 },
  { menuName: LAYOUT_TEXT.menuNames.config, action: 'config', sortOrder: 3 },
];

/** The roles' names are the catalogue's (PROFILE_TEXT.roleNames), which the web shows in Kannada. */
const ROLE_NAMES = PROFILE_TEXT.roleNames;

export const ROLES = [
  { roleName: ROLE_NAMES.administrator, rolePermissions: '*', menuActions: ['beneficiary', 'org'] },
  { roleName: ROLE_NAMES.fieldFacilitator, rolePermissions: 'beneficiary', menuActions: ['beneficiary'] },
  // the office's view of the programme
  {
    roleName: ROLE_NAMES.programmeManager,
    rolePermissions: 'dashboard,myteam,summary,beneficiary',
    menuActions: ['dashboard', 'myteam', 'summary', 'beneficiary'],
  },
];

export const ADMINISTRATOR_ROLE = ROLE_NAMES.administrator;
export const DEFAULT_ADMIN_EMAIL = 'admin@portal.local';
