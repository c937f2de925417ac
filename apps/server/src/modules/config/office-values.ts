import { RECORD_ACTIVE } from '@portal/contract/lookups';
import { BENEFICIARY_RULES, PROGRAM_RULES } from '@portal/contract/messages';
import { OFFICE_LOOKUP_TABLES, type OfficeLookup } from '@portal/contract/office-lookups';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { type FieldError, InputRejected } from '../../lib/app-error.ts';

/** The fields of a person or an enrolment that hold a value of one of the office's lists, each with its message. */
const OFFICE_FIELDS: readonly { field: string; list: OfficeLookup; message: string; familyIncome?: true }[] = [
  { field: 'beneficiary_annual_source_id', list: 'occupation', message: BENEFICIARY_RULES.occupation },
  { field: 'outreach_channel_id', list: 'outreachChannel', message: PROGRAM_RULES.outreachChannel },
  { field: 'education_level_id', list: 'educationLevel', message: PROGRAM_RULES.educationLevel },
  { field: 'family_annual_source_id', list: 'occupation', message: PROGRAM_RULES.familyIncome, familyIncome: true },
  { field: 'earning_range_id', list: 'incomeRange', message: PROGRAM_RULES.familyIncome },
  { field: 'mutual_fund_provider_id', list: 'mutualFundProvider', message: PROGRAM_RULES.mfProvider },
  { field: 'mutual_fund_type_id', list: 'mutualFundType', message: PROGRAM_RULES.mfType },
];

const Found = z.object({ field: z.string(), active: z.boolean(), family: z.boolean() });

/**
 * Each office-list value of a request is one of the list's, in one statement: a value that is not
 * is refused with its field's message, as the schema would. A new record (`creating`) takes no
 * retired value; a change keeps one the record holds. A family income source must be an occupation
 * marked as one.
 */
export async function checkOfficeValues(
  db: Database,
  values: Readonly<Record<string, unknown>>,
  { creating }: { creating: boolean },
): Promise<void> {
  const asked = OFFICE_FIELDS.filter(({ field }) => typeof values[field] === 'number');
  if (asked.length === 0) return;
  const parts: SQL[] = asked.map(
    ({ field, list, familyIncome }) =>
      sql`SELECT ${field}::text AS field, status_id = ${RECORD_ACTIVE} AS active,
            ${familyIncome ? sql.raw('family_income_source') : sql.raw('true')} AS family
          FROM ${sql.identifier(OFFICE_LOOKUP_TABLES[list])} WHERE id = ${values[field] as number}`,
  );
  const found = await selectRows(db, Found, sql.join(parts, sql` UNION ALL `));
  const refused: FieldError[] = asked
    .filter(({ field }) => {
      const row = found.find((f) => f.field === field);
      return !row?.family || (creating && !row.active);
    })
    .map(({ field, message }) => ({ field, message }));
  if (refused.length > 0) throw new InputRejected(refused);
}
