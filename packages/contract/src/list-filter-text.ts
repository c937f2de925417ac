/** How the list is ordered: newest registration first (the spec's order), oldest first, or by name. */
export const LIST_SORTS = ['newest', 'oldest', 'name'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
/** Which people the list shows by their status: the active (default), the deactivated, or both. */
export const LIST_STATUSES = ['active', 'deactivated', 'all'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

/** The list's filters, sorting and total (not in the spec: day-two records). Zod-free, for the catalogue. */
export const LIST_FILTER_TEXT = {
  filters: 'Filters',
  /** the Filters button while some are set */
  filtersActive: 'Filters ({count, number})',
  clear: 'Clear filters',
  any: 'Any',
  district: 'District',
  taluk: 'Taluk',
  village: 'Village',
  program: 'Program',
  subProgram: 'Sub Program',
  enrollmentStatus: 'Enrollment Status',
  createdBy: 'Registered by',
  createdFrom: 'Registered from',
  createdTo: 'Registered until',
  status: 'Status',
  statuses: { active: 'Active', deactivated: 'Deactivated', all: 'Active and deactivated' },
  sort: 'Sort by',
  sorts: { newest: 'Newest first', oldest: 'Oldest first', name: 'Name' },
  /** the total matching the filters and search, beside the heading's count of the rows loaded */
  total: '{count, number} in all',
  /** the same when it is the database's estimate */
  totalEstimated: 'about {count, number} in all',
  /** the list of one's own registrations is empty (All not ticked, nothing searched or filtered) */
  emptyMine: 'You have not registered anyone yet. All shows the beneficiaries everyone has registered.',
  showAll: 'Show all',
} as const;
