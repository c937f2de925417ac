/** Writes export.xlsx of this folder with today's .xlsx writer; run by check-in-libreoffice.sh. */
import { writeFileSync } from 'node:fs';
import { exportXlsx, HERE } from './export-rows.ts';

writeFileSync(new URL('export.xlsx', HERE), await exportXlsx());
