import { BeneficiaryDetailsSchema, EnrolledProgramSchema } from '@portal/contract/responses/beneficiary';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { personStanding } from '../privacy/leaving.service.ts';
import { type EnrolmentActor, mayChangeEnrolment, mayCorrectBeneficiary, NO_ENROLMENT_ACTOR } from './enrolment-access.ts';

// Names come from small look-up tables as scalar subqueries: a dozen joins made the planner spend
// several milliseconds choosing a join order for a one-row answer.
const name = (table: string, id: string) => sql.raw(`(SELECT name FROM ${table} WHERE id = ${id})`);
// a timestamp as JSON writes a date: ISO 8601 in UTC with milliseconds
const isoTimestamp = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Staff contact (the registrant's e-mail and mobile) goes only to those who may read staff profiles. */
export interface DetailsReader {
  readonly seesStaffContact: boolean;
}

/**
 * Every user with the beneficiary permission may list every beneficiary (All), so the details of
 * any existing beneficiary are theirs to see; a missing one is a 404. Each enrolment says whether the
 * caller may change it (`can_change`), by the same rule the update and the delete apply.
 */
export async function getBeneficiaryDetails(
  db: Database,
  beneficiaryId: number,
  actor: EnrolmentActor = NO_ENROLMENT_ACTOR,
  reader: DetailsReader = { seesStaffContact: false },
) {
  const [details] = await selectRows(
    db,
    BeneficiaryDetailsSchema,
    sql`SELECT b.beneficiary_id, b.first_name, b.last_name, b.mobile_no, b.aadhaar_no, b.pincode,
          to_char(b.dob, 'YYYY-MM-DD') AS dob, ${name('genders', 'b.gender_id')} AS gender, b.email_id,
          (SELECT village_name FROM villages WHERE village_id = b.village_id) AS village_name,
          (SELECT taluka_name FROM talukas WHERE taluka_id = b.taluka_id) AS taluka_name,
          (SELECT district_name FROM districts WHERE district_id = b.district_id) AS district_name,
          (SELECT state_name FROM states WHERE state_id = b.state_id) AS state_name,
          b.permanent_address, b.total_family_members, ${name('record_statuses', 'b.status_id')} AS status_name,
          ${name('occupations', 'b.beneficiary_annual_source_id')} AS beneficiary_annual_source, b.education_level_id,
          ${name('education_levels', 'b.education_level_id')} AS education_levels, b.institute, b.field_of_study,
          b.education_status_id, ${name('education_statuses', 'b.education_status_id')} AS education_status, b.passing_year,
          b.is_certified, b.certification_name, b.family_annual_source_id,
          ${name('occupations', 'b.family_annual_source_id')} AS family_annual_source, b.earning_members, b.earning_range_id,
          ${name('income_ranges', 'b.earning_range_id')} AS earning_range, u.emp_name AS creator_emp_name,
          CASE WHEN ${reader.seesStaffContact}::boolean THEN u.work_email END AS creator_work_email,
          CASE WHEN ${reader.seesStaffContact}::boolean THEN u.mobile END AS creator_mobile, ${isoTimestamp('b.created_at')} AS created_at,
          b.gender_id, b.state_id, b.district_id, b.taluka_id, b.village_id, b.beneficiary_annual_source_id, b.status_id,
          b.deactivation_reason, ${mayCorrectBeneficiary(actor)} AS can_edit
        FROM beneficiaries b JOIN users u ON u.user_id = b.created_by
        WHERE b.beneficiary_id = ${beneficiaryId}`,
  );
  if (!details) throw new AppError('beneficiaryNotFound');
  const [programs, standing] = await Promise.all([
    selectRows(
      db,
      EnrolledProgramSchema,
      sql`SELECT bp.beneficiary_program_id, bp.program_id,
          (SELECT program_name FROM programs WHERE program_id = bp.program_id) AS program_name, bp.sub_program_id,
          (SELECT sub_program_name FROM sub_programs WHERE sub_program_id = bp.sub_program_id) AS sub_program_name,
          bp.enrollment_status, ${name('enrollment_statuses', 'bp.enrollment_status')} AS enrollment_status_name,
          to_char(bp.enrollment_date, 'YYYY-MM-DD') AS enrollment_date, bp.df_associate::text AS df_associate,
          bp.df_associate_emp_id, bp.outreach_channel_id, ${name('outreach_channels', 'bp.outreach_channel_id')} AS outreach_channel,
          bp.mutual_fund_provider_id, ${name('mutual_fund_providers', 'bp.mutual_fund_provider_id')} AS mutual_fund_provider,
          bp.mutual_fund_type_id, ${name('mutual_fund_types', 'bp.mutual_fund_type_id')} AS mutual_fund_type,
          bp.investment_amount::text AS mutual_fund_investment_amount, bp.mutual_fund_duration, bp.reason_for_investment,
          ${name('record_statuses', 'bp.status_id')} AS status_name, ${isoTimestamp('bp.created_at')} AS created_at,
          (SELECT emp_name FROM users WHERE user_id = bp.created_by) AS creator_emp_name,
          ${mayChangeEnrolment(actor)} AS can_change, sp.is_mutual_fund, sp.skips_education
        FROM beneficiary_programs bp JOIN sub_programs sp ON sp.sub_program_id = bp.sub_program_id
        WHERE bp.beneficiary_id = ${beneficiaryId} AND bp.deleted_at IS NULL
        ORDER BY bp.beneficiary_program_id`,
    ),
    personStanding(db, beneficiaryId),
  ]);
  return { Status: true as const, beneficiaryDetails: details, beneficiaryProgrames: programs, standing };
}
