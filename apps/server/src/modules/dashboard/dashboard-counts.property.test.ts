import type { DashboardFilters } from '@portal/contract/dashboard';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryPayload, type Place, programPayload, uniqueName } from '../../../test/fixtures.ts';
import { byAuthor, keptCells } from '../../../test/kept-counts.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { hunsurSheet } from '../../../test/upload-sheets.ts';
import { queryRows } from '../../db/client.ts';
import { foldCounts } from './counts-fold.ts';
import { type Cell, type CellRequest, type Group, type KeySet, readCells, readCellsAll } from './dashboard-cells.ts';

// Random sequences of every write that moves a figure, then every figure the counts give against the
// same figure counted again from the people and enrolments (decision 030).

let ctx: TestContext;
let users: TestUser[];
let places: Place[];
let hunsurVillage: string;

beforeAll(async () => {
  ctx = await createTestContext();
  users = [await ctx.signIn('Administrator'), await ctx.signIn('Field Facilitator')];
  // two villages of one taluk, a village of another taluk of that district, one of another district
  places = await queryRows<Place>(
    ctx.handle.db,
    sql`(SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t USING (taluka_id)
          WHERE t.taluka_name = 'Hunsur' ORDER BY v.village_id LIMIT 2)
        UNION ALL (SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t USING (taluka_id)
          WHERE t.taluka_name = 'Nanjangud' ORDER BY v.village_id LIMIT 1)
        UNION ALL (SELECT t.district_id, v.taluka_id, v.village_id FROM villages v JOIN talukas t USING (taluka_id)
          WHERE t.taluka_name = 'Badami' ORDER BY v.village_id LIMIT 1)`,
  );
  [{ hunsurVillage }] = await queryRows<{ hunsurVillage: string }>(
    ctx.handle.db,
    sql`SELECT v.village_name AS "hunsurVillage" FROM villages v WHERE v.village_id = ${places[0].village_id}`,
  );
});
afterAll(() => ctx.close());

interface World {
  people: { id: number; payload: Record<string, unknown>; owner: number }[];
  enrolments: { id: number; owner: number }[];
}
/** The people and enrolments the runs have made: each run goes on from the database the last one left. */
const world: World = { people: [], enrolments: [] };

const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/beneficiary/${url}`, headers: user.auth, payload });

const MUTUAL_FUND = { mutual_fund_provider_id: 1, reason_for_investment: 'Savings' };
const subProgramArb = fc.constantFrom(1, 2, 3, 5);
const programOf = (subProgram: number) => (subProgram === 3 || subProgram === 4 ? 2 : 1);
const enrolmentArb = fc.record({
  sub: subProgramArb,
  status: fc.constantFrom(4, 5),
  type: fc.constantFrom(1, 2),
  duration: fc.constantFrom(12, 24, 36),
  amount: fc.integer({ min: 0, max: 5000 }),
});
type Enrolment = typeof enrolmentArb extends fc.Arbitrary<infer T> ? T : never;
const enrolmentBody = (e: Enrolment) =>
  programPayload({
    program_id: programOf(e.sub),
    sub_program_id: e.sub,
    enrollment_status: e.status,
    ...(e.sub === 1
      ? { ...MUTUAL_FUND, mutual_fund_type_id: e.type, mutual_fund_duration: e.duration, investment_amount: e.amount }
      : {}),
  });

type Step = (world: World) => Promise<void>;
const pick = <T>(items: T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ place: fc.nat(3), owner: fc.nat(1) }).map(({ place, owner }) => async (world: World) => {
    const payload = beneficiaryPayload(places[place]);
    const response = await call(users[owner], 'POST', 'register-new-beneficiary', payload);
    if (response.statusCode === 200) world.people.push({ id: response.json().beneficiaryId, payload, owner });
  }),
  fc.record({ who: fc.nat(), place: fc.nat(3) }).map(({ who, place }) => async (world: World) => {
    const person = pick(world.people, who);
    if (!person) return;
    person.payload = { ...person.payload, ...places[place] };
    await call(users[0], 'PUT', `update-beneficiary/${person.id}`, person.payload);
  }),
  fc.record({ who: fc.nat(), active: fc.boolean() }).map(({ who, active }) => async (world: World) => {
    const person = pick(world.people, who);
    if (!person) return;
    if (active) await call(users[0], 'PUT', `reactivate-beneficiary/${person.id}`);
    else await call(users[0], 'PUT', `deactivate-beneficiary/${person.id}`, { reason: 'Moved away' });
  }),
  fc.record({ who: fc.nat(), days: fc.integer({ min: 1, max: 120 }) }).map(({ who, days }) => async (world: World) => {
    // as if registered `days` ago: the day, week and month a person counts in
    const person = pick(world.people, who);
    if (!person) return;
    await ctx.handle.db.execute(
      sql`UPDATE beneficiaries SET created_at = created_at - make_interval(days => ${days}) WHERE beneficiary_id = ${person.id}`,
    );
  }),
  fc
    .record({ who: fc.nat(), owner: fc.nat(1), enrolment: enrolmentArb })
    .map(({ who, owner, enrolment }) => async (world: World) => {
      const person = pick(world.people, who);
      if (!person) return;
      const response = await call(users[owner], 'POST', `add-new-program/${person.id}`, enrolmentBody(enrolment));
      if (response.statusCode === 200) world.enrolments.push({ id: response.json().beneficiaryProgramId, owner });
    }),
  fc.record({ which: fc.nat(), enrolment: enrolmentArb }).map(({ which, enrolment }) => async (world: World) => {
    const target = pick(world.enrolments, which);
    if (target) await call(users[0], 'PUT', `update-program/${target.id}`, enrolmentBody(enrolment));
  }),
  fc.record({ which: fc.nat(), undo: fc.boolean() }).map(({ which, undo }) => async (world: World) => {
    const target = pick(world.enrolments, which);
    if (!target) return;
    await call(users[0], 'DELETE', `delete-program/${target.id}`);
    if (undo) await call(users[0], 'PUT', `restore-program/${target.id}`);
  }),
  fc.nat().map((who) => async (world: World) => {
    // deleted outright, as an upload undone before it finished deletes the people it made
    const person = pick(world.people, who);
    if (!person) return;
    await ctx.handle.db.execute(sql`DELETE FROM beneficiaries WHERE beneficiary_id = ${person.id}`);
    world.people = world.people.filter((p) => p !== person);
  }),
  // the hourly fold (decision 047), between any two writes
  fc.constant(async () => {
    await foldCounts(ctx.handle.db);
  }),
  fc.integer({ min: 1, max: 7 }).map((rows) => async () => {
    const beneficiaries = hunsurSheet({ prefix: uniqueName('Prop'), rows, village: hunsurVillage, facilitator: users[1].email });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/beneficiary/register-multiple-beneficiaries',
      headers: users[0].auth,
      payload: { beneficiaries },
    });
  }),
);

const GROUPS: Group[] = ['none', 'week', 'month', 'district', 'taluk', 'village', 'creator'];
const KEY_SETS: KeySet[] = ['filter', 'status', 'programme', 'duration', 'fundType'];
/** The terms and fund types are read for the mutual fund's sub-programme. */
const forKeys = (filters: DashboardFilters, keys: KeySet): DashboardFilters =>
  keys === 'duration' || keys === 'fundType' ? { ...filters, program_id: 1, sub_program_id: 1 } : filters;

/** Filters over the places, registrants and days the steps use. */
const filtersArb: fc.Arbitrary<DashboardFilters> = fc
  .record(
    {
      place: fc.nat(3),
      level: fc.constantFrom(0, 1, 2, 3),
      creator: fc.option(fc.nat(1), { nil: undefined }),
      from: fc.option(fc.integer({ min: 0, max: 130 }), { nil: undefined }),
      to: fc.option(fc.integer({ min: 0, max: 130 }), { nil: undefined }),
      program: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
      sub: fc.option(subProgramArb, { nil: undefined }),
      enrolmentStatus: fc.option(fc.constantFrom(4, 5), { nil: undefined }),
      status: fc.constantFrom('active', 'deactivated', 'all'),
    },
    { requiredKeys: ['place', 'level', 'status'] },
  )
  .map((f) => {
    const place = places[f.place];
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    return {
      district_id: f.level >= 1 ? place.district_id : undefined,
      taluka_id: f.level >= 2 ? place.taluka_id : undefined,
      village_id: f.level >= 3 ? place.village_id : undefined,
      created_by: f.creator === undefined ? undefined : users[f.creator].userId,
      created_from: f.from === undefined ? undefined : daysAgo(f.from),
      created_to: f.to === undefined ? undefined : daysAgo(f.to),
      program_id: f.program,
      sub_program_id: f.sub,
      enrollment_status: f.enrolmentStatus,
      status: f.status,
    } as DashboardFilters;
  });

/** Filters every run checks: none; a sub-programme without its programme (its keys carry both); a status. */
const FIXED_FILTERS: DashboardFilters[] = [
  { status: 'all' },
  { sub_program_id: 1, status: 'active' },
  { enrollment_status: 5, status: 'active' },
];

const sorted = (cells: Cell[]) =>
  [...cells].sort((a, b) =>
    JSON.stringify([a.bucket, a.program_id, a.sub_program_id, a.enrollment_status, a.duration, a.fund_type]).localeCompare(
      JSON.stringify([b.bucket, b.program_id, b.sub_program_id, b.enrollment_status, b.duration, b.fund_type]),
    ),
  );

/** A request's kept figures, read alone and among others (`together`), equal its recount. */
async function expectSameFigures(request: CellRequest, together: Cell[]) {
  const [counted, recounted] = await Promise.all([
    readCells(ctx.handle.db, request, 'counts'),
    readCells(ctx.handle.db, request, 'base'),
  ]);
  expect(sorted(counted), JSON.stringify(request)).toEqual(sorted(recounted));
  expect(sorted(together), `${JSON.stringify(request)} read with the others`).toEqual(sorted(recounted));
}

describe('the dashboard counts', () => {
  it('equal a recount from the people and enrolments after any sequence of writes, for any filters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 4, maxLength: 16 }),
        fc.array(filtersArb, { minLength: 3, maxLength: 3 }),
        async (steps, filters) => {
          for (const step of steps) await step(world);
          expect(await byAuthor(ctx.handle.db, 'counts')).toEqual(await byAuthor(ctx.handle.db, 'base'));
          for (const f of [...FIXED_FILTERS, ...filters]) {
            const requests = GROUPS.flatMap((group) => KEY_SETS.map((keys) => ({ filters: forKeys(f, keys), group, keys })));
            const together = await readCellsAll(ctx.handle.db, requests);
            for (const [i, request] of requests.entries()) await expectSameFigures(request, together[i]);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);

  it('are the same when counted again from the people by dashboard_rebuild and enrolment_author_rebuild (after a bulk load)', async () => {
    const kept = await keptCells(ctx.handle.db);
    const keptByAuthor = await byAuthor(ctx.handle.db, 'counts');
    expect(kept.length).toBeGreaterThan(20);
    expect(keptByAuthor.length).toBeGreaterThan(0);
    await ctx.handle.db.execute(sql`SELECT dashboard_rebuild(), enrolment_author_rebuild()`);
    expect(await keptCells(ctx.handle.db)).toEqual(kept);
    expect(await byAuthor(ctx.handle.db, 'counts')).toEqual(keptByAuthor);
  });
});
