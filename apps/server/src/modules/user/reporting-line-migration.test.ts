import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyDatabase, migrateUpTo, openEmptyDatabase } from '../../../test/empty-database.ts';
import { queryRows } from '../../db/client.ts';
import { seedLookups } from '../../db/seed/lookups-seed.ts';
import { unlinkedManagers } from './reporting-line.ts';

/**
 * Staff of before the reporting line, with their managers' names as typed: the migration links a
 * name to the one user of that name, and leaves the rest as text for `user managers` to list.
 */
let database: EmptyDatabase;

beforeAll(async () => {
  database = await openEmptyDatabase();
  await migrateUpTo(database, '0019_running_exports');
  await seedLookups(database.handle.db);
  await database.handle.db.execute(sql`
    INSERT INTO users (emp_id, emp_name, work_email, manager_name) VALUES
      ('E1', 'Ravi Kumar', 'ravi@example.org', NULL),
      ('E2', 'Asha', 'asha@example.org', ' ravi kumar '),
      ('E3', 'Mohan', 'mohan.one@example.org', NULL),
      ('E4', 'Mohan', 'mohan.two@example.org', NULL),
      ('E5', 'Meena', 'meena@example.org', 'Mohan'),
      ('E6', 'Lone', 'lone@example.org', 'Somebody Outside'),
      ('E7', 'Self', 'self@example.org', 'Self')`);
  await migrateUpTo(database, '0020_reporting_line');
}, 120_000);
afterAll(() => database.close());

describe('the reporting line of the staff there are', () => {
  it('links a manager name to the one user of that name, in any case and without outer spaces, and shows their name', async () => {
    const lines = await queryRows<{ work_email: string; manager: string | null; manager_name: string | null }>(
      database.handle.db,
      sql`SELECT u.work_email, m.work_email AS manager, u.manager_name FROM users u LEFT JOIN users m ON m.user_id = u.manager_id
          WHERE u.manager_name IS NOT NULL ORDER BY u.work_email`,
    );
    expect(lines).toEqual([
      { work_email: 'asha@example.org', manager: 'ravi@example.org', manager_name: 'Ravi Kumar' },
      { work_email: 'lone@example.org', manager: null, manager_name: 'Somebody Outside' },
      { work_email: 'meena@example.org', manager: null, manager_name: 'Mohan' },
      { work_email: 'self@example.org', manager: null, manager_name: 'Self' },
    ]);
  });

  it('lists the names it could not link: two users of that name, nobody, or the person themselves', async () => {
    expect(await unlinkedManagers(database.handle.db)).toEqual([
      { work_email: 'lone@example.org', manager_name: 'Somebody Outside' },
      { work_email: 'meena@example.org', manager_name: 'Mohan' },
      { work_email: 'self@example.org', manager_name: 'Self' },
    ]);
  });
});
