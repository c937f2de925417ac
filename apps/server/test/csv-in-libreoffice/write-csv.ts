/** Writes hostile.csv of this folder with today's CSV writer; run by check-in-libreoffice.sh. */
import { writeFileSync } from 'node:fs';
import { HERE, hostileCsv } from './hostile-csv.ts';

writeFileSync(new URL('hostile.csv', HERE), await hostileCsv());
