import {
  type LookupsResponse,
  type LookupValueInputSchema,
  LookupValueSchema,
  type ProgrammeInputSchema,
  ProgrammeSchema,
  type ProgrammesResponse,
  type SubProgrammeInputSchema,
  SubProgrammeSchema,
  type UpdateLookupValueSchema,
  type UpdateProgrammeSchema,
  type UpdateSubProgrammeSchema,
} from '@portal/contract/config';
import { RECORD_ACTIVE, RECORD_INACTIVE } from '@portal/contract/lookups';
import { OFFICE_LOOKUP_TABLES, OFFICE_LOOKUPS, type OfficeLookup } from '@portal/contract/office-lookups';
import type { AdminField } from '@portal/contract/staff-admin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError, uniqueAs } from '../../lib/app-error.ts';
import { changedFields, recordAdminEvent } from '../staff/admin-events.ts';
import { type Actor, lockAdministration } from '../staff/admin-guard.ts';

interface Entity {
  table: string;
  id: string;
  name: string;
  nameKn: string;
  flags: readonly AdminField[];
}

const lookupEntity = (list: OfficeLookup, flags: readonly AdminField[] = []): Entity => ({
  table: OFFICE_LOOKUP_TABLES[list],
  id: 'id',
  name: 'name',
  nameKn: 'name_kn',
  flags,
});

/** One descriptor per entity of the screen: its table and columns; its key is what its history calls it. */
const ENTITIES: Record<'program' | 'subProgram' | OfficeLookup, Entity> = {
  program: { table: 'programs', id: 'program_id', name: 'program_name', nameKn: 'program_name_kn', flags: [] },
  subProgram: {
    table: 'sub_programs',
    id: 'sub_program_id',
    name: 'sub_program_name',
    nameKn: 'sub_program_name_kn',
    flags: ['is_mutual_fund', 'skips_education'],
  },
  occupation: lookupEntity('occupation', ['family_income_source']),
  educationLevel: lookupEntity('educationLevel'),
  incomeRange: lookupEntity('incomeRange'),
  outreachChannel: lookupEntity('outreachChannel'),
  mutualFundProvider: lookupEntity('mutualFundProvider'),
  mutualFundType: lookupEntity('mutualFundType'),
};
export type ProgrammeEntity = keyof typeof ENTITIES;

const ident = sql.identifier;

/** The programmes and sub-programmes, retired ones too, in id order. */
export async function listProgrammes(db: Database): Promise<ProgrammesResponse> {
  const programs = await selectRows(
    db,
    ProgrammeSchema,
    sql`SELECT program_id, program_name AS name, program_name_kn AS name_kn, status_id, version FROM programs ORDER BY program_id`,
  );
  const subPrograms = await selectRows(
    db,
    SubProgrammeSchema,
    sql`SELECT sub_program_id, program_id, sub_program_name AS name, sub_program_name_kn AS name_kn, status_id, version,
          is_mutual_fund, skips_education
        FROM sub_programs ORDER BY sub_program_id`,
  );
  return { Status: true, programs, sub_programs: subPrograms };
}

type Values = Partial<Record<AdminField, string | null>>;
const asText = (values: Record<string, unknown>): Values =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null || v === undefined ? null : String(v)]));

/** The fields a change compares, by the history's names: the English and Kannada names and the flags. */
function historyValues(entity: ProgrammeEntity, input: { name: string; name_kn: string } & Record<string, unknown>): Values {
  const flags = Object.fromEntries(ENTITIES[entity].flags.map((flag) => [flag, input[flag]]));
  return asText({ name: input.name, name_kn: input.name_kn || null, ...flags });
}

const IdRow = z.object({ id: z.number() });

/**
 * A new programme or sub-programme: the next id (never one used before: rows are never deleted), the
 * names and flags given, recorded in the Administration history.
 */
async function create(
  db: Database,
  actor: Actor,
  entity: ProgrammeEntity,
  input: { name: string; name_kn: string } & Record<string, unknown>,
  columns: Record<string, unknown> = {},
): Promise<number> {
  const e = ENTITIES[entity];
  return uniqueAs('configNameTaken', () =>
    db.transaction(async (tx) => {
      await lockAdministration(tx);
      const extra = { ...columns, ...Object.fromEntries(e.flags.map((flag) => [flag, input[flag]])) };
      const names = [e.name, e.nameKn, ...Object.keys(extra)];
      const values = [input.name, input.name_kn || null, ...Object.values(extra)];
      const [row] = await selectRows(
        tx,
        IdRow,
        sql`INSERT INTO ${ident(e.table)} (${ident(e.id)}, ${sql.join(
          names.map((n) => ident(n)),
          sql`, `,
        )})
            SELECT coalesce(max(${ident(e.id)}), 0) + 1, ${sql.join(
              values.map((v) => sql`${v}`),
              sql`, `,
            )} FROM ${ident(e.table)}
            RETURNING ${ident(e.id)} AS id`,
      );
      await recordAdminEvent(tx, actor, {
        subject: entity,
        subjectId: row.id,
        subjectName: input.name,
        action: 'configCreated',
        changes: changedFields(['name_kn', ...e.flags], {}, historyValues(entity, input)).filter((c) => c.to !== 'false'),
      });
      return row.id;
    }),
  );
}

const NameNameKnVersionRow = z
  .object({ name: z.string(), name_kn: z.string().nullable(), version: z.number() })
  .catchall(z.unknown());

/** Renames and sets the flags of one, if nobody changed it since `version`; records each changed field. */
async function update(
  db: Database,
  actor: Actor,
  entity: ProgrammeEntity,
  id: number,
  input: { name: string; name_kn: string; version: number } & Record<string, unknown>,
): Promise<void> {
  const e = ENTITIES[entity];
  await uniqueAs('configNameTaken', () =>
    db.transaction(async (tx) => {
      await lockAdministration(tx);
      const [current] = await selectRows(
        tx,
        NameNameKnVersionRow,
        sql`SELECT ${ident(e.name)} AS name, ${ident(e.nameKn)} AS name_kn, version
              ${sql.join(
                e.flags.map((flag) => sql`, ${ident(flag)}`),
                sql``,
              )}
            FROM ${ident(e.table)} WHERE ${ident(e.id)} = ${id} FOR UPDATE`,
      );
      if (!current) throw new AppError('configNotFound');
      if (current.version !== input.version) throw new AppError('editConflict');
      const assignments = [
        sql`${ident(e.name)} = ${input.name}`,
        sql`${ident(e.nameKn)} = ${input.name_kn || null}`,
        sql`version = version + 1`,
        ...e.flags.map((flag) => sql`${ident(flag)} = ${input[flag]}`),
      ];
      await tx.execute(sql`UPDATE ${ident(e.table)} SET ${sql.join(assignments, sql`, `)} WHERE ${ident(e.id)} = ${id}`);
      const changes = changedFields(['name', 'name_kn', ...e.flags], asText(current), historyValues(entity, input));
      if (changes.length > 0)
        await recordAdminEvent(tx, actor, {
          subject: entity,
          subjectId: id,
          subjectName: current.name,
          action: 'configUpdated',
          changes,
        });
    }),
  );
}

const NameStatusIdRow = z.object({ name: z.string(), status_id: z.number() });

/** Retires one (offered for no new enrolment, kept on the enrolments in it) or brings it back. */
export async function setProgrammeActive(db: Database, actor: Actor, entity: ProgrammeEntity, id: number, active: boolean) {
  const e = ENTITIES[entity];
  await db.transaction(async (tx) => {
    await lockAdministration(tx);
    const [current] = await selectRows(
      tx,
      NameStatusIdRow,
      sql`SELECT ${ident(e.name)} AS name, status_id FROM ${ident(e.table)} WHERE ${ident(e.id)} = ${id} FOR UPDATE`,
    );
    if (!current) throw new AppError('configNotFound');
    if ((current.status_id === RECORD_ACTIVE) === active) return;
    await tx.execute(
      sql`UPDATE ${ident(e.table)} SET status_id = ${active ? RECORD_ACTIVE : RECORD_INACTIVE}, version = version + 1
          WHERE ${ident(e.id)} = ${id}`,
    );
    await recordAdminEvent(tx, actor, {
      subject: entity,
      subjectId: id,
      subjectName: current.name,
      action: active ? 'configRestored' : 'configRetired',
    });
  });
}

export const createProgramme = (db: Database, actor: Actor, input: z.output<typeof ProgrammeInputSchema>) =>
  create(db, actor, 'program', input);

export const updateProgramme = (db: Database, actor: Actor, id: number, input: z.output<typeof UpdateProgrammeSchema>) =>
  update(db, actor, 'program', id, input);

const OkRow = z.object({ ok: z.number() });

/** A new sub-programme of an existing programme, for good (its enrolments carry that programme). */
export async function createSubProgramme(db: Database, actor: Actor, input: z.output<typeof SubProgrammeInputSchema>) {
  const [programme] = await selectRows(db, OkRow, sql`SELECT 1 AS ok FROM programs WHERE program_id = ${input.program_id}`);
  if (!programme) throw new AppError('configNotFound');
  return create(db, actor, 'subProgram', input, { program_id: input.program_id });
}

export const updateSubProgramme = (db: Database, actor: Actor, id: number, input: z.output<typeof UpdateSubProgrammeSchema>) =>
  update(db, actor, 'subProgram', id, input);

/** Every value of the office's look-up lists, retired ones too, by list, in id order. */
export async function listLookups(db: Database): Promise<LookupsResponse> {
  const lists = {} as LookupsResponse['lists'];
  for (const list of OFFICE_LOOKUPS) {
    const familyIncome = list === 'occupation' ? sql`, family_income_source` : sql``;
    lists[list] = await selectRows(
      db,
      LookupValueSchema,
      sql`SELECT id, name, name_kn, status_id, version ${familyIncome} FROM ${ident(OFFICE_LOOKUP_TABLES[list])} ORDER BY id`,
    );
  }
  return { Status: true, lists };
}

export const createLookupValue = (
  db: Database,
  actor: Actor,
  list: OfficeLookup,
  input: z.output<typeof LookupValueInputSchema>,
) => create(db, actor, list, input);

export const updateLookupValue = (
  db: Database,
  actor: Actor,
  list: OfficeLookup,
  id: number,
  input: z.output<typeof UpdateLookupValueSchema>,
) => update(db, actor, list, id, input);
