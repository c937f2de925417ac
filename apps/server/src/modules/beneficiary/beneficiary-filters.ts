import type { BeneficiaryFilters } from '@portal/contract/beneficiary';
import { INDIA_TIME_ZONE } from '@portal/contract/india-days';
import { type SQL, sql } from 'drizzle-orm';

/** Days of the date filters are India's days: a registration at 00:30 IST belongs to that day. */
const TIME_ZONE = INDIA_TIME_ZONE;

/**
 * The list's filters (all but the search) as one condition on `beneficiaries` under the name
 * `table`: the same rows for the list, its total and the export. `userId` is the caller, whose own
 * rows are the list unless All (`isChecked`) is on. A person who withdrew consent or was erased is in
 * none of them (decision 039); the figures, which still count them, ask with `counted`.
 */
export function filterCondition(
  filters: BeneficiaryFilters,
  userId: number,
  table: SQL = sql.raw('beneficiaries'),
  { counted = false }: { counted?: boolean } = {},
): SQL {
  const parts: SQL[] = [];
  const column = (name: string) => sql`${table}.${sql.raw(name)}`;
  if (!counted)
    parts.push(
      sql`NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.beneficiary_id = ${column('beneficiary_id')})
        AND NOT EXISTS (SELECT 1 FROM erasures e WHERE e.beneficiary_id = ${column('beneficiary_id')})`,
    );
  if (filters.isChecked !== 'true') parts.push(sql`${column('created_by')} = ${userId}`);
  if (filters.created_by !== undefined) parts.push(sql`${column('created_by')} = ${filters.created_by}`);
  if (filters.status === 'active') parts.push(sql`${column('status_id')} = 1`);
  if (filters.status === 'deactivated') parts.push(sql`${column('status_id')} <> 1`);
  if (filters.district_id !== undefined) parts.push(sql`${column('district_id')} = ${filters.district_id}`);
  if (filters.taluka_id !== undefined) parts.push(sql`${column('taluka_id')} = ${filters.taluka_id}`);
  if (filters.village_id !== undefined) parts.push(sql`${column('village_id')} = ${filters.village_id}`);
  if (filters.created_from !== undefined)
    parts.push(sql`${column('created_at')} >= (${filters.created_from}::date::timestamp AT TIME ZONE ${TIME_ZONE})`);
  if (filters.created_to !== undefined)
    parts.push(sql`${column('created_at')} < ((${filters.created_to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE})`);
  const enrolment = enrolmentCondition(filters);
  if (enrolment)
    parts.push(
      sql`EXISTS (SELECT 1 FROM beneficiary_programs bp WHERE bp.beneficiary_id = ${column('beneficiary_id')}
            AND bp.deleted_at IS NULL AND ${enrolment})`,
    );
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

/** The programme filters ask for a live enrolment matching all of them. */
function enrolmentCondition(filters: BeneficiaryFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.program_id !== undefined) parts.push(sql`bp.program_id = ${filters.program_id}`);
  if (filters.sub_program_id !== undefined) parts.push(sql`bp.sub_program_id = ${filters.sub_program_id}`);
  if (filters.enrollment_status !== undefined) parts.push(sql`bp.enrollment_status = ${filters.enrollment_status}`);
  return parts.length > 0 ? sql.join(parts, sql` AND `) : undefined;
}
