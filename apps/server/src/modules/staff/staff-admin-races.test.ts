import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const send = (auth: Record<string, string>, method: 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });

describe('administration changes at the same moment', () => {
  it('two last administrators deactivating each other at once: one succeeds, one administrator stays', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await ctx.signIn('Administrator');
      const b = await ctx.signIn('Administrator');
      await ctx.handle.db.execute(sql`UPDATE users SET status_id = 2 WHERE user_id NOT IN (${a.userId}, ${b.userId})`);
      const answers = await Promise.all([
        send(a.auth, 'POST', `/permission/staff/${b.userId}/deactivate`),
        send(b.auth, 'POST', `/permission/staff/${a.userId}/deactivate`),
      ]);
      const statuses = answers.map((r) => r.statusCode).sort();
      // the second is refused: either as the last administrator, or its session already ended (401)
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const [{ n }] = await queryRows<{ n: number }>(
        ctx.handle.db,
        sql`SELECT count(*)::int AS n FROM users WHERE user_id IN (${a.userId}, ${b.userId}) AND status_id = 1`,
      );
      expect(n).toBe(1);
    }
  });

  it('two edits of one role from the same version: one is saved, the other answered 409', async () => {
    const admin = await ctx.signIn('Administrator');
    const created = await send(admin.auth, 'POST', '/permission/roles', {
      role_name: 'Race role',
      permissions: [],
      menu_ids: [],
    });
    const roleId = created.json().role_id as number;
    for (let round = 1; round <= 5; round++) {
      const [{ version }] = await queryRows<{ version: number }>(
        ctx.handle.db,
        sql`SELECT version FROM roles WHERE role_id = ${roleId}`,
      );
      const answers = await Promise.all(
        ['dashboard', 'summary'].map((permission) =>
          send(admin.auth, 'PUT', `/permission/roles/${roleId}`, {
            role_name: 'Race role',
            permissions: [permission, `round-${round}`],
            menu_ids: [],
            version,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('editConflict');
      const [{ n }] = await queryRows<{ n: number }>(
        ctx.handle.db,
        sql`SELECT count(*)::int AS n FROM admin_events WHERE subject = 'role' AND subject_id = ${roleId} AND changes::text LIKE ${`%round-${round}%`}`,
      );
      expect(n).toBe(1);
    }
  });
});

describe('a sub-programme changed by two administrators at once', () => {
  it('from the same version: one change is saved, the other answered 409, the history has one', async () => {
    const admin = await ctx.signIn('Administrator');
    for (let round = 1; round <= 5; round++) {
      const [{ version }] = await queryRows<{ version: number }>(
        ctx.handle.db,
        sql`SELECT version FROM sub_programs WHERE sub_program_id = 4`,
      );
      const answers = await Promise.all(
        [true, false].map((skips) =>
          send(admin.auth, 'PUT', '/config/sub-programmes/4', {
            name: `Enterprise Development ${round}${skips ? 'a' : 'b'}`,
            name_kn: '',
            is_mutual_fund: false,
            skips_education: skips,
            version,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [{ n }] = await queryRows<{ n: number }>(
        ctx.handle.db,
        sql`SELECT count(*)::int AS n FROM admin_events WHERE subject = 'subProgram' AND subject_id = 4 AND changes::text LIKE ${`%Development ${round}%`}`,
      );
      expect(n).toBe(1);
    }
  });
});
