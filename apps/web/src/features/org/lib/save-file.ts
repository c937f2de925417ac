/** Hands bytes made in the browser to the user as a download with the given name. */
export function saveFile(
  bytes: Uint8Array,
  fileName: string,
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the bytes by the next task; the URL would otherwise hold them until the page closes
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
