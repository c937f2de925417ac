import type { ExportFormat } from '@portal/contract/audit-actions';
import { ERRORS, type ErrorCode, isErrorCode } from '@portal/contract/errors';
import { EXPORT_ID_HEADER } from '@portal/contract/export-text';
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

/** The export's query: the list's own (the search as the list sends it, All, the filters), and the format. */
export function exportQuery(filter: BeneficiaryFilter, format: ExportFormat): URLSearchParams {
  const query = new URLSearchParams({ format, isChecked: String(filter.all) });
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
  signal: AbortSignal,
  onStart: (exportId: number) => void,
): Promise<ExportedFile> {
  const token = readSession()?.token;
  if (!token) throw new ExportError('noToken');
  const response = await fetch(`/api/v1/beneficiary/export-beneficiaries?${exportQuery(filter, format)}`, {
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    throw new ExportError(isErrorCode(body?.code) ? body.code : undefined);
  }
  onStart(Number(response.headers.get(EXPORT_ID_HEADER)));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `beneficiaries.${format}`;
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return { chunks, name, type: response.headers.get('content-type') ?? 'application/octet-stream' };
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
