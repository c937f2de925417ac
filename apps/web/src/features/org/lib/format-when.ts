/** A moment with its time, in the browser's time zone and the language shown: "23 Nov 2026, 14:05". */
export function formatWhen(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** The name a download of an upload's rejected rows gets: the file's own name with "-rejected". */
export function rejectedFileName(fileName: string | null, kind: string): string {
  const stem = fileName ? fileName.replace(/\.(xlsx|xls)$/i, '') : kind;
  return `${stem}-rejected.xlsx`;
}
