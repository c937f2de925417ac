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
  /** the total matching the filters and search, beside the heading */
  total: '{count, number} matching',
  /** the same when it is the database's estimate */
  totalEstimated: 'about {count, number} matching',
} as const;
