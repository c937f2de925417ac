/**
 * Reference data a deployer may rename: programmes, sub-programmes, roles and menus.
 * Sub-programme 1 is Mutual Fund and 5 is the one without education and income details (spec §9).
 */
export const PROGRAMS = [
  { programId: 1, programName: 'Financial Inclusion' },
  { programId: 2, programName: 'Livelihood Support' },
];

export const SUB_PROGRAMS = [
  { subProgramId: 1, programId: 1, subProgramName: 'Mutual Fund' },
  { subProgramId: 2, programId: 1, subProgramName: 'Financial Literacy' },
  { subProgramId: 3, programId: 2, subProgramName: 'Skill Development' },
  { subProgramId: 4, programId: 2, subProgramName: 'Enterprise Development' },
  { subProgramId: 5, programId: 1, subProgramName: 'Community Awareness' },
];

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
