/** The list's filters, sorting and total (not in the spec: day-two records). Zod-free, for the catalogue. */
export const LIST_FILTER_TEXT = {
  filters: 'Filters',
} as const;
