import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { getBeneficiaryDetails } from '../apps/server/src/modules/beneficiary/beneficiary-details.service.ts';
import { findBeneficiaries } from '../apps/server/src/modules/beneficiary/beneficiary-list.service.ts';

export interface Scenario {
  name: string;
  path: string;
  direct: (db: Database) => Promise<unknown>;
}

const list = (query: { search?: string; isChecked: 'true' | 'false'; offset: number }, userId: number) => ({
  path: `/api/v1/beneficiary/get-beneficiaries-list?${new URLSearchParams({
    ...(query.search ? { search: query.search } : {}),
    isChecked: query.isChecked,
    limit: '15',
    offset: String(query.offset),
  })}`,
  direct: (db: Database) => findBeneficiaries(db, { status: 'active', sort: 'newest', ...query, limit: 15, userId }),
});

/** The calls of the list and detail screens, each with the very service code the API runs. */
export async function listScenarios(db: Database, userId: number): Promise<Scenario[]> {
  const [{ id }] = await queryRows<{ id: number }>(
    db,
    sql`SELECT beneficiary_id AS id FROM beneficiaries ORDER BY beneficiary_id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM beneficiaries)`,
  );
  return [
    // the HTTP floor of this machine: no session check, no database
    { name: 'health check (no database)', path: '/healthz', direct: async () => {} },
    { name: 'first page (All)', ...list({ isChecked: 'true', offset: 0 }, userId) },
    { name: 'first page (mine)', ...list({ isChecked: 'false', offset: 0 }, userId) },
    { name: 'page at offset 3000', ...list({ isChecked: 'true', offset: 3000 }, userId) },
    { name: 'name fragment "esh"', ...list({ isChecked: 'true', offset: 0, search: 'esh' }, userId) },
    { name: 'name fragment "esh", offset 3000', ...list({ isChecked: 'true', offset: 3000, search: 'esh' }, userId) },
    { name: 'mobile digits "4512"', ...list({ isChecked: 'true', offset: 0, search: '4512' }, userId) },
    { name: 'absent fragment "zqx"', ...list({ isChecked: 'true', offset: 0, search: 'zqx' }, userId) },
    {
      name: 'details',
      path: `/api/v1/beneficiary/get-beneficiary-details/${id}`,
      direct: (d: Database) => getBeneficiaryDetails(d, id),
    },
  ];
}
