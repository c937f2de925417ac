import type { ExportFormat } from '@portal/contract/audit-actions';
import { ERRORS, type ErrorCode, isErrorCode } from '@portal/contract/errors';
import { EXPORT_ID_HEADER } from '@portal/contract/export-text';
import type { Locale } from '@portal/contract/i18n/locales';
import type { ExportProgressResponse } from '@portal/contract/responses/export';
import { apiRequest } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session.ts';
import { listQuery } from '../lib/list-filters.ts';
import type { BeneficiaryFilter } from './get-beneficiaries.ts';

/** The file of an export as it came: its chunks, name and type, for saving. */
export interface ExportedFile {
  chunks: Uint8Array[];
  name: string;
  type: string;
}

/** An export the server refused or could not finish; its code's text when it sent one. */
export class ExportError extends Error {
  constructor(readonly code?: ErrorCode) {
    super(code ? ERRORS[code].message : 'export failed');
    this.name = 'ExportError';
  }
}

/**
 * The export's query: the list's own (the search as the list sends it, All, the filters), the format,
 * and the screen's language (the file's headings, look-up names and name are in it).
 */
export function exportQuery(filter: BeneficiaryFilter, format: ExportFormat, language: Locale): URLSearchParams {
  const query = new URLSearchParams({ format, isChecked: String(filter.all), language });
  if (filter.search) query.set('search', filter.search);
  for (const [key, value] of Object.entries(listQuery(filter))) if (value !== undefined) query.set(key, value);
  return query;
}

/**
 * Downloads the export of the list as the list shows it, reading the answer as it streams. `onStart`
 * gets the export's id (for its progress) once the answer begins; `signal` cancels it, and the
 * server then records it as cancelled.
 */
export async function downloadExport(
  filter: BeneficiaryFilter,
  format: ExportFormat,
  language: Locale,
  signal: AbortSignal,
  onStart: (exportId: number) => void,
): Promise<ExportedFile> {
  return downloadFile(
    `/api/v1/beneficiary/export-beneficiaries?${exportQuery(filter, format, language)}`,
    `beneficiaries.${format === 'csv' ? 'zip' : format}`,
    signal,
    (response) => onStart(Number(response.headers.get(EXPORT_ID_HEADER))),
  );
}

/**
 * A file the server makes for the signed-in user, read as it streams: named as the server names it
 * (else `fallbackName`). `onStart` sees the answer once it begins; a refusal is an ExportError.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  signal: AbortSignal,
  onStart?: (response: Response) => void,
): Promise<ExportedFile> {
  const token = readSession()?.token;
  if (!token) throw new ExportError('noToken');
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    throw new ExportError(isErrorCode(body?.code) ? body.code : undefined);
  }
  onStart?.(response);
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return { chunks, name, type: response.headers.get('content-type') ?? 'application/octet-stream' };
}

/** The file's name a Content-Disposition gives: its UTF-8 `filename*` (RFC 8187), else its plain `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed encoding: the plain name below
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? null;
}

/** How far the export has come on the server: rows written so far. */
export const getExportProgress = (exportId: number, signal?: AbortSignal) =>
  apiRequest<ExportProgressResponse>(`/beneficiary/export-progress/${exportId}`, { signal });

/** Hands the downloaded file to the user (as the Organization page's downloads do). */
export function saveExportedFile(file: ExportedFile) {
  const url = URL.createObjectURL(new Blob(file.chunks as BlobPart[], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the bytes by the next task; the URL would otherwise hold them until the page closes
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
