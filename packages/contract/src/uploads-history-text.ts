/** The Organization page's history of uploads (not in the spec: day-two records). Zod-free, for the catalogue. */
export const UPLOADS_HISTORY_TEXT = {
  heading: 'Uploads history',
} as const;
