import { SUB_PROGRAM_MUTUAL_FUND, SUB_PROGRAM_WITHOUT_EDUCATION } from '@portal/contract/constants';
import { PROGRAMS, SUB_PROGRAMS } from '@portal/contract/lookups';
import type { NoticeResponse } from '@portal/contract/privacy-notice';
import type { BeneficiaryDetails, MissingSubProgramsResponse } from '@portal/contract/responses/beneficiary';
import type { RoleMenuResponse } from '@portal/contract/user';

/** The role-menu answer of a signed-in administrator: what every signed-in screen asks first. */
export const ROLE_MENU: RoleMenuResponse = {
  Status: true,
  menus: [],
  roles: [{ role_id: 1, role_name: 'Administrator', role_permissions: '' }],
  user: {
    user_id: 1,
    emp_id: 'EMP001',
    emp_name: 'Asha Admin',
    work_email: 'asha@example.org',
    status_id: 1,
    language: null,
    must_change_password: false,
  },
};

/** A registered person as the detail call answers, with no programme details yet. */
export const PERSON: BeneficiaryDetails = {
  beneficiary_id: 41,
  first_name: 'Sowmya',
  last_name: 'Patil',
  mobile_no: '9988776655',
  aadhaar_no: '8642',
  pincode: '570001',
  dob: '1995-04-12',
  gender: 'Female',
  email_id: null,
  village_name: 'Hosahalli',
  taluka_name: 'Hunsur',
  district_name: 'Mysuru',
  state_name: 'Karnataka',
  permanent_address: null,
  total_family_members: 4,
  status_name: 'Active',
  beneficiary_annual_source: 'Agriculture',
  education_level_id: null,
  education_levels: null,
  institute: null,
  field_of_study: null,
  education_status_id: null,
  education_status: null,
  passing_year: null,
  is_certified: null,
  certification_name: null,
  family_annual_source_id: null,
  family_annual_source: null,
  earning_members: null,
  earning_range_id: null,
  earning_range: null,
  creator_emp_name: 'Asha Admin',
  creator_work_email: null,
  creator_mobile: null,
  created_at: '2026-11-01T10:00:00.000Z',
  gender_id: 2,
  state_id: 1,
  district_id: 1,
  taluka_id: 1,
  village_id: 1,
  beneficiary_annual_source_id: 1,
  status_id: 1,
  deactivation_reason: null,
  can_edit: true,
};

/** What the person may still be enrolled in: every programme and sub-programme. */
export const ALL_SUB_PROGRAMS: MissingSubProgramsResponse = {
  Status: true,
  programs: PROGRAMS.map(({ id, name }) => ({ program_id: id, program_name: name })),
  subPrograms: SUB_PROGRAMS.map(({ id, name, programId }) => ({
    sub_program_id: id,
    sub_program_name: name,
    program_id: programId,
    // as seeded (spec §9): the office may change these
    is_mutual_fund: id === SUB_PROGRAM_MUTUAL_FUND,
    skips_education: id === SUB_PROGRAM_WITHOUT_EDUCATION,
  })),
};

/** The notice in force (version 3) and the office's consent setting, as `GET /privacy/notice` answers. */
export const noticeAnswer = (consent_required = true): NoticeResponse => ({
  Status: true,
  consent_required,
  withdrawal_keep_days: 90,
  notice: {
    version: 3,
    text_en: 'Notice: your personal data. Grievance officer: Asha.',
    text_kn: 'ಸೂಚನೆ: ನಿಮ್ಮ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ. ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ: ಆಶಾ.',
    created_at: '2026-11-30T10:00:00.000Z',
    created_by_name: 'Administrator',
  },
});
