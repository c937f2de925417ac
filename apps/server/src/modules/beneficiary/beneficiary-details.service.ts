import type { BeneficiaryDetails, EnrolledProgram } from '@portal/contract/beneficiary';
import { BENEFICIARY_TEXT } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * Every user with the beneficiary permission may list every beneficiary (All), so the details of
 * any existing beneficiary are theirs to see; a missing one is a 404.
 */
export async function getBeneficiaryDetails(db: Database, beneficiaryId: number) {
  const [details] = await queryRows<BeneficiaryDetails>(
    db,
    sql`SELECT b.beneficiary_id, b.first_name, b.last_name, b.mobile_no, b.aadhaar_no, b.pincode,
          to_char(b.dob, 'YYYY-MM-DD') AS dob, g.name AS gender, b.email_id, v.village_name, t.taluka_name,
          d.district_name, s.state_name, b.permanent_address, b.total_family_members, rs.name AS status_name,
          occ.name AS beneficiary_annual_source, b.education_level_id, el.name AS education_levels, b.institute,
          b.field_of_study, b.education_status_id, es.name AS education_status, b.passing_year, b.is_certified,
          b.certification_name, b.family_annual_source_id, fas.name AS family_annual_source, b.earning_members,
          b.earning_range_id, ir.name AS earning_range, u.emp_name AS creator_emp_name,
          u.work_email AS creator_work_email, u.mobile AS creator_mobile, b.created_at
        FROM beneficiaries b
        JOIN genders g ON g.id = b.gender_id
        JOIN villages v ON v.village_id = b.village_id
        JOIN talukas t ON t.taluka_id = b.taluka_id
        JOIN districts d ON d.district_id = b.district_id
        JOIN states s ON s.state_id = b.state_id
        JOIN record_statuses rs ON rs.id = b.status_id
        JOIN occupations occ ON occ.id = b.beneficiary_annual_source_id
        JOIN users u ON u.user_id = b.created_by
        LEFT JOIN education_levels el ON el.id = b.education_level_id
        LEFT JOIN education_statuses es ON es.id = b.education_status_id
        LEFT JOIN occupations fas ON fas.id = b.family_annual_source_id
        LEFT JOIN income_ranges ir ON ir.id = b.earning_range_id
        WHERE b.beneficiary_id = ${beneficiaryId}`,
  );
  if (!details) throw notFound(BENEFICIARY_TEXT.notFound);
  const programs = await queryRows<EnrolledProgram>(
    db,
    sql`SELECT bp.beneficiary_program_id, bp.program_id, p.program_name, bp.sub_program_id, sp.sub_program_name,
          bp.enrollment_status, est.name AS enrollment_status_name, to_char(bp.enrollment_date, 'YYYY-MM-DD') AS enrollment_date,
          bp.df_associate::text AS df_associate, bp.df_associate_emp_id, bp.outreach_channel_id,
          oc.name AS outreach_channel, bp.mutual_fund_provider_id, mfp.name AS mutual_fund_provider,
          bp.mutual_fund_type_id, mft.name AS mutual_fund_type, bp.investment_amount::text AS mutual_fund_investment_amount,
          bp.mutual_fund_duration, bp.reason_for_investment, rs.name AS status_name, bp.created_at,
          u.emp_name AS creator_emp_name
        FROM beneficiary_programs bp
        JOIN programs p ON p.program_id = bp.program_id
        JOIN sub_programs sp ON sp.sub_program_id = bp.sub_program_id
        JOIN enrollment_statuses est ON est.id = bp.enrollment_status
        JOIN outreach_channels oc ON oc.id = bp.outreach_channel_id
        JOIN record_statuses rs ON rs.id = bp.status_id
        JOIN users u ON u.user_id = bp.created_by
        LEFT JOIN mutual_fund_providers mfp ON mfp.id = bp.mutual_fund_provider_id
        LEFT JOIN mutual_fund_types mft ON mft.id = bp.mutual_fund_type_id
        WHERE bp.beneficiary_id = ${beneficiaryId}
        ORDER BY bp.beneficiary_program_id`,
  );
  return { Status: true as const, beneficiaryDetails: details, beneficiaryProgrames: programs };
}
