import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { BENEFICIARY_TEMPLATE } from '../apps/web/src/features/org/lib/headings.ts';

const NAMES = ['Lakshmi', 'Ramesh', 'Savitha', 'Manjunath', 'Geetha', 'Basavaraj', 'Kavya', 'Nagaraj', 'Pooja', 'Mahesh'];

/**
 * A beneficiary sheet of `count` rows with the template's headings, spread over real villages, as an
 * .xlsx or a legacy .xls (BIFF8); `tag` ends every first name, so that sheets of different tags hold
 * different people.
 */
export async function beneficiarySheet(
  db: Database,
  count: number,
  { bookType = 'xlsx', tag = '' }: { bookType?: 'xlsx' | 'biff8'; tag?: string } = {},
): Promise<Uint8Array> {
  const places = await queryRows<{ d: string; t: string; v: string }>(
    db,
    sql`SELECT d.district_name AS d, t.taluka_name AS t, v.village_name AS v FROM villages v
        JOIN talukas t ON t.taluka_id = v.taluka_id JOIN districts d ON d.district_id = t.district_id ORDER BY v.village_id LIMIT 5000`,
  );
  const rows: unknown[][] = [BENEFICIARY_TEMPLATE.map(([h]) => h)];
  const letters = (n: number) => {
    let s = '';
    for (let x = n; x > 0; x = Math.floor(x / 26)) s += String.fromCharCode(97 + (x % 26));
    return s;
  };
  for (let i = 1; i <= count; i++) {
    const p = places[i % places.length];
    const values: Record<string, unknown> = {
      'FF Name': 'bench-admin@example.org',
      'Name of Beneficiary according to Aadhaar': `${NAMES[i % NAMES.length]}${letters(i)}${tag}`,
      'Last Name': 'Gowda',
      'Aadhaar number last 4 digits': String(i % 10000).padStart(4, '0'),
      Gender: i % 2 ? 'Female' : 'Male',
      'Date of Birth': `${(i % 28) + 1}/${(i % 12) + 1}/${1960 + (i % 40)}`,
      'Mobile Number': `9${String(100000000 + i).slice(-9)}`,
      District: p.d,
      Taluk: p.t,
      'P_Village / P_City': p.v,
      Pincode: String(560000 + (i % 30000)),
      'Total Family Members': (i % 7) + 1,
      'Beneficiary Occupation Status': 'Primary Agriculture',
    };
    // one row in four also enrols the person
    if (i % 4 === 0) {
      Object.assign(values, {
        'Sub Program Name': 'Financial Literacy',
        'Enrollment Date': '15/01/25',
        'Enrollment Status': 'In Progress',
        'Awareness Through': 'Word of mouth',
        'Related to DF Associate (Yes or No)': 'No',
        'Education Level': 'Illiterate',
        'Family Income Source': 'Enterprise',
        'Family Income Range': '0 - 2,00,000',
      });
    }
    rows.push(BENEFICIARY_TEMPLATE.map(([h]) => values[h] ?? null));
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType, compression: true, bookSST: true }));
}

/**
 * The .xlsx at `xlsx` saved again as Excel 97 .xls next to it, as an office would: by LibreOffice
 * (seconds, with a profile of its own so that it never meets another running copy), or, without it,
 * by SheetJS (many minutes and gigabytes for 50,000 rows).
 */
export function asXls(xlsx: string, sheet: () => Promise<Uint8Array>): Promise<string> | string {
  const dir = path.dirname(xlsx);
  const xls = path.join(dir, `${path.basename(xlsx, '.xlsx')}.xls`);
  try {
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/soffice-profile`,
        '--headless',
        '--calc',
        '--convert-to',
        'xls',
        '--outdir',
        dir,
        xlsx,
      ],
      { stdio: 'ignore', timeout: 300_000 },
    );
    if (existsSync(xls)) return xls;
  } catch {}
  console.error('LibreOffice (soffice) not found: the .xls is written by SheetJS, which takes long');
  return sheet().then((bytes) => {
    writeFileSync(xls, bytes);
    return xls;
  });
}

/** The records of a village sheet of new villages over the real taluks, as the dialog sends them. */
export async function villageRecords(db: Database, count: number) {
  const taluks = await queryRows<{ d: string; t: string }>(
    db,
    sql`SELECT d.district_name AS d, t.taluka_name AS t FROM talukas t JOIN districts d ON d.district_id = t.district_id`,
  );
  return Array.from({ length: count }, (_, k) => {
    const { t, d } = taluks[(k + 1) % taluks.length];
    return { Village: `Bench Village ${k + 1}`, Taluk: t, District: d, rowNumber: k + 2 };
  });
}

/**
 * The records of a beneficiary sheet of `count` new people over real villages, as the dialog sends
 * them (one in four also enrols); `tag` ends every first name, so that each call's people are new.
 */
export async function beneficiaryRecords(db: Database, count: number, tag: string, facilitator: string) {
  const places = await queryRows<{ d: string; t: string; v: string }>(
    db,
    sql`SELECT d.district_name AS d, t.taluka_name AS t, v.village_name AS v FROM villages v
        JOIN talukas t ON t.taluka_id = v.taluka_id JOIN districts d ON d.district_id = t.district_id ORDER BY v.village_id LIMIT 5000`,
  );
  const letters = (n: number) => {
    let s = '';
    for (let x = n; x > 0; x = Math.floor(x / 26)) s += String.fromCharCode(97 + (x % 26));
    return s;
  };
  return Array.from({ length: count }, (_, k) => {
    const i = k + 1;
    const p = places[i % places.length];
    return {
      ff_email: facilitator,
      first_name: `${NAMES[i % NAMES.length]}${letters(i)}${tag}`,
      last_name: 'Gowda',
      aadhaar_no: String(i % 10000).padStart(4, '0'),
      gender_id: String((i % 2) + 1),
      dob: `${1960 + (i % 40)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      mobile_no: `9${String(100000000 + i).slice(-9)}`,
      district: p.d,
      taluka: p.t,
      village: p.v,
      pincode: String(560000 + (i % 30000)),
      total_family_members: String((i % 7) + 1),
      beneficiary_annual_source: 'Primary Agriculture',
      ...(i % 4 === 0
        ? {
            sub_program: 'Financial Literacy',
            enrollment_date: '2025-01-15',
            enrollment_status: '4',
            outreach_channel: 'Word of mouth',
            df_associate: '0',
            education_level: 'Illiterate',
            family_annual_source: 'Enterprise',
            earning_range: '0 - 2,00,000',
          }
        : {}),
      rowNumber: i + 1,
    };
  });
}
