import XLSX from '@e965/xlsx';
import type { StaffReads } from '@portal/contract/access-records';

export interface PeopleSeenCsvText {
  district: string;
  viewed: string;
  exported: string;
  districtName: (english: string) => string;
}

/**
 * The people a member of staff saw, by district, as a CSV file for a breach notice: a heading row,
 * then a row per district, in the screen's language. The byte order mark lets spreadsheet programs
 * read Kannada names as UTF-8.
 */
export function peopleSeenCsv(seen: StaffReads, text: PeopleSeenCsvText): Uint8Array {
  const rows = [
    [text.district, text.viewed, text.exported],
    ...seen.by_district.map((d) => [text.districtName(d.district_name), d.viewed, d.exported]),
  ];
  const csv = XLSX.utils.sheet_to_csv(XLSX.utils.aoa_to_sheet(rows));
  return new TextEncoder().encode(`\uFEFF${csv}\r\n`);
}

/** The file's name: whose reads, and the days. */
export const peopleSeenFileName = (seen: Pick<StaffReads, 'email' | 'from' | 'to'>) =>
  `people-seen-${seen.email.replace(/[^A-Za-z0-9.@_-]/g, '_')}-${seen.from}-${seen.to}.csv`;
