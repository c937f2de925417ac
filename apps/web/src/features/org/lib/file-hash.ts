import { UPLOAD_FILE_NAME_MAX } from '@portal/contract/uploads-history-text';

/** SHA-256 of a file's bytes in lower-case hex, as the upload records it (the same file is recognised later). */
export async function fileHash(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What an upload records of where its rows came from: the file's name, its SHA-256 and the sheet. None
 * when the browser cannot hash (no Web Crypto outside a secure context): the upload goes on without it.
 */
export async function uploadSource(
  file: File | null,
  sheetName: string | undefined,
): Promise<{ fileName: string; fileHash: string; sheetName?: string } | undefined> {
  const fileName = file?.name.trim().slice(0, UPLOAD_FILE_NAME_MAX);
  if (!file || !fileName) return undefined;
  try {
    const sheet = sheetName?.trim().slice(0, UPLOAD_FILE_NAME_MAX);
    return { fileName, fileHash: await fileHash(file), ...(sheet ? { sheetName: sheet } : {}) };
  } catch {
    return undefined;
  }
}
