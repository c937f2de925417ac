import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { getBeneficiaryDetails } from '../apps/server/src/modules/beneficiary/beneficiary-details.service.ts';
import { findBeneficiaries } from '../apps/server/src/modules/beneficiary/beneficiary-list.service.ts';
import { countBeneficiaries } from '../apps/server/src/modules/beneficiary/beneficiary-list-count.ts';

export interface Scenario {
  name: string;
  path: string;
  direct: (db: Database) => Promise<unknown>;
}

type Filters = Partial<Record<string, string | number>>;
interface ListCall extends Filters {
  isChecked: 'true' | 'false';
  offset?: number;
  cursor?: number;
}

const queryString = (query: Filters) =>
  new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));

/** The service's options as the route's schema would give them (ids as numbers, defaults filled). */
const options = (query: Filters, userId: number) => {
  const parsed: Record<string, unknown> = { status: 'active', sort: 'newest', limit: 15, offset: 0, userId };
  for (const [k, v] of Object.entries(query))
    if (v !== undefined) parsed[k] = /_id$|^enrollment_status$|^created_by$|^cursor$|^offset$/.test(k) ? Number(v) : v;
  return parsed as unknown as Parameters<typeof findBeneficiaries>[1];
};

const list = (query: ListCall, userId: number) => {
  const { offset = 0, cursor, ...rest } = query;
  return {
    path: `/api/v1/beneficiary/get-beneficiaries-list?${queryString({ ...rest, limit: 15, ...(cursor ? { cursor } : { offset }) })}`,
    direct: (db: Database) => findBeneficiaries(db, options({ ...rest, offset, cursor }, userId)),
  };
};

const count = (query: Filters & { isChecked: 'true' | 'false' }, userId: number) => ({
  path: `/api/v1/beneficiary/count-beneficiaries?${queryString(query)}`,
  direct: (db: Database) => countBeneficiaries(db, options(query, userId), userId),
});

/** The calls of the list and detail screens, each with the very service code the API runs. */
export async function listScenarios(db: Database, userId: number): Promise<Scenario[]> {
  const [middle] = await queryRows<{
    id: number;
    district_id: number;
    taluka_id: number;
    village_id: number;
    created_by: number;
    mobile_no: string;
  }>(
    db,
    sql`SELECT beneficiary_id AS id, district_id, taluka_id, village_id, created_by, mobile_no FROM beneficiaries
        ORDER BY beneficiary_id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM beneficiaries)`,
  );
  const [{ day }] = await queryRows<{ day: string }>(
    db,
    sql`SELECT to_char(max(created_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day FROM beneficiaries`,
  );
  // page 200 of "esh" by cursor: after the last row of page 199 (found once, by offset)
  const [last199] = await findBeneficiaries(
    db,
    options({ isChecked: 'true', search: 'esh', offset: 199 * 15 - 1, limit: 1 }, userId),
  );
  // page 2 of the near matches of "yashodha" by cursor: after the last row of its first page
  const nearFirst = await findBeneficiaries(db, options({ isChecked: 'true', search: 'yashodha' }, userId));
  const all = 'true' as const;
  // a mobile number as people write it: with a space, with the country code
  const spaced = `${middle.mobile_no.slice(0, 5)} ${middle.mobile_no.slice(5)}`;
  // each filter alone; then with a name fragment and with digits
  const filters: [string, Filters][] = [
    ['district', { district_id: middle.district_id }],
    ['taluk', { taluka_id: middle.taluka_id }],
    ['village', { village_id: middle.village_id }],
    ['programme', { program_id: 2 }],
    ['sub-programme', { sub_program_id: 5 }],
    ['enrolment status', { enrollment_status: 5 }],
    ['programme + sub-programme + status', { program_id: 1, sub_program_id: 2, enrollment_status: 4 }],
    ['created by', { created_by: middle.created_by }],
    ['created between', { created_from: day, created_to: day }],
    ['created before any', { created_to: '2020-01-01' }],
    ['deactivated', { status: 'deactivated' }],
    ['active and deactivated', { status: 'all' }],
    ['district + programme', { district_id: middle.district_id, program_id: 1 }],
  ];
  return [
    // the HTTP floor of this machine: no session check, no database
    { name: 'health check (no database)', path: '/healthz', direct: async () => {} },
    { name: 'first page (All)', ...list({ isChecked: all }, userId) },
    { name: 'first page (mine)', ...list({ isChecked: 'false' }, userId) },
    { name: 'page at offset 3000', ...list({ isChecked: all, offset: 3000 }, userId) },
    { name: 'name fragment "esh"', ...list({ isChecked: all, search: 'esh' }, userId) },
    { name: 'name fragment "esh", offset 3000', ...list({ isChecked: all, offset: 3000, search: 'esh' }, userId) },
    {
      name: 'name fragment "esh", page 200 by cursor',
      ...list({ isChecked: all, search: 'esh', cursor: last199.beneficiary_id }, userId),
    },
    { name: 'mobile digits "4512"', ...list({ isChecked: all, search: '4512' }, userId) },
    { name: 'absent fragment "zqx"', ...list({ isChecked: all, search: 'zqx' }, userId) },
    // searches as people type them (decision 014)
    { name: `mobile written "${spaced}"`, ...list({ isChecked: all, search: spaced }, userId) },
    { name: `mobile written "+91 ${spaced}"`, ...list({ isChecked: all, search: `+91 ${spaced}` }, userId) },
    { name: 'two words, last name first "kumar yashoda"', ...list({ isChecked: all, search: 'kumar yashoda' }, userId) },
    { name: 'near spelling "yashodha"', ...list({ isChecked: all, search: 'yashodha' }, userId) },
    {
      name: 'near spelling "yashodha", page 2 by cursor',
      ...list({ isChecked: all, search: 'yashodha', cursor: nearFirst[nearFirst.length - 1].beneficiary_id }, userId),
    },
    { name: 'near spelling "kumar yashodha"', ...list({ isChecked: all, search: 'kumar yashodha' }, userId) },
    { name: 'near spelling "yashodha", sort name', ...list({ isChecked: all, search: 'yashodha', sort: 'name' }, userId) },
    { name: 'Kannada "ಯಶೋದಾ"', ...list({ isChecked: all, search: 'ಯಶೋದಾ' }, userId) },
    { name: 'Kannada "ಕುಮಾರ್ ಯಶೋದಾ"', ...list({ isChecked: all, search: 'ಕುಮಾರ್ ಯಶೋದಾ' }, userId) },
    {
      name: 'filter: village + near spelling "yashodha"',
      ...list({ isChecked: all, village_id: middle.village_id, search: 'yashodha' }, userId),
    },
    { name: 'sort oldest', ...list({ isChecked: all, sort: 'oldest' }, userId) },
    { name: 'sort name', ...list({ isChecked: all, sort: 'name' }, userId) },
    { name: 'sort name, "esh"', ...list({ isChecked: all, sort: 'name', search: 'esh' }, userId) },
    ...filters.flatMap(([label, f]) => [
      { name: `filter: ${label}`, ...list({ isChecked: all, ...f }, userId) },
      { name: `filter: ${label} + "esh"`, ...list({ isChecked: all, ...f, search: 'esh' }, userId) },
      { name: `filter: ${label} + "4512"`, ...list({ isChecked: all, ...f, search: '4512' }, userId) },
    ]),
    { name: 'count (All)', ...count({ isChecked: all }, userId) },
    { name: 'count (mine)', ...count({ isChecked: 'false' }, userId) },
    { name: 'count "esh"', ...count({ isChecked: all, search: 'esh' }, userId) },
    { name: 'count village', ...count({ isChecked: all, village_id: middle.village_id }, userId) },
    { name: 'count near spelling "yashodha"', ...count({ isChecked: all, search: 'yashodha' }, userId) },
    { name: 'count village + "esh"', ...count({ isChecked: all, village_id: middle.village_id, search: 'esh' }, userId) },
    { name: 'count programme + "4512"', ...count({ isChecked: all, program_id: 2, search: '4512' }, userId) },
    // a common name and its near spellings: more than the planner expects (decision 050)
    { name: 'count "kumar"', ...count({ isChecked: all, search: 'kumar' }, userId) },
    {
      name: 'count programme + sub-programme + status + "manjunatha"',
      ...count({ isChecked: all, program_id: 1, sub_program_id: 2, enrollment_status: 4, search: 'manjunatha' }, userId),
    },
    {
      name: 'details',
      path: `/api/v1/beneficiary/get-beneficiary-details/${middle.id}`,
      direct: (d: Database) => getBeneficiaryDetails(d, middle.id),
    },
  ];
}
