/** Exporting the list (not in the spec: day-two records). Zod-free, for the catalogue. */
export const EXPORT_TEXT = {
  export: 'Export',
} as const;
