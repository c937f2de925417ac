import type { Locale } from '@portal/contract/i18n/locales';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import type { RejectedRow } from '@portal/contract/org-upload';
import { type FormatText, type PlaceNames, reasonsText } from '@portal/contract/upload-reasons';
import { currentLocale } from '../../../lib/i18n/text.ts';

/** Districts and taluks by their Kannada names (villages keep the Census spelling). */
const KANNADA_PLACES: PlaceNames = { district: districtNameKn, taluk: talukNameKn };

/**
 * A rejected row's reason in the language `format` speaks, with the names of districts and taluks in
 * that language; the English text when the row has no ids.
 */
export const reasonOf = (row: RejectedRow, format: FormatText, locale: Locale = currentLocale()): string =>
  row.reasons?.length ? reasonsText(row.reasons, format, locale === 'kn-IN' ? KANNADA_PLACES : undefined) : row.reason;
