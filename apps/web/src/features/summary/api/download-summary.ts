import type { ExportFormat } from '@portal/contract/audit-actions';
import type { Locale } from '@portal/contract/i18n/locales';
import { SUMMARY_PATH } from '@portal/contract/summary';
import { downloadFile, type ExportedFile } from '../../beneficiaries/api/export-list.ts';
import { type ListFilters, listQuery } from '../../beneficiaries/lib/list-filters.ts';

/** The summary under the dashboard's filters, as an .xlsx or a .zip of CSV files, in the screen's language. */
export function downloadSummary(
  filters: ListFilters,
  format: ExportFormat,
  language: Locale,
  signal: AbortSignal,
): Promise<ExportedFile> {
  const { sort: _sort, ...filterQuery } = listQuery(filters);
  const query = new URLSearchParams({ format, language });
  for (const [key, value] of Object.entries(filterQuery)) if (value !== undefined) query.set(key, value);
  return downloadFile(`/api/v1${SUMMARY_PATH}?${query}`, `summary.${format === 'csv' ? 'zip' : format}`, signal);
}
