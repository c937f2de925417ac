/** The name a download of an upload's rejected rows gets: the file's own name with "-rejected". */
export function rejectedFileName(fileName: string | null, kind: string): string {
  const stem = fileName ? fileName.replace(/\.(xlsx|xls)$/i, '') : kind;
  return `${stem}-rejected.xlsx`;
}
