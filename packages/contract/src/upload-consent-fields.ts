/**
 * The consent columns of a beneficiary sheet (decision 038): whether the person consents, the day,
 * how, before which witness, and for a person under 18 the parent or guardian. They come after the
 * spec's columns. Zod-free, for the catalogue.
 */
export const CONSENT_UPLOAD_FIELDS = [
  'consent',
  'consent_date',
  'consent_method',
  'consent_witness',
  'guardian_name',
  'guardian_relationship',
] as const;
export type ConsentUploadField = (typeof CONSENT_UPLOAD_FIELDS)[number];
