/** The Team screen's texts (not in the spec: a manager's view of their staff). Zod-free, for the catalogue. */
export const TEAM_TEXT = {
  title: 'My Team',
  member: 'Staff',
  registered: 'Registered',
  enrolled: 'Enrolments made',
  thisWeek: 'This week',
  thisMonth: 'This month',
  all: 'In all',
  uploads: 'Uploads',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  deactivated: 'Deactivated',
  nobody: 'Nobody reports to you yet. An administrator sets who reports to whom.',
  /** the label of a registrations figure that opens the list at those people */
  openList: "Show {name}'s {count, number} registrations in the list",
  failed: 'Your team could not be loaded.',
} as const;
