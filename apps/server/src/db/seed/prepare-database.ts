import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createUser } from '../../accounts/users.ts';
import { type DatabaseHandle, selectRows } from '../client.ts';
import { applyMigrations, withStartLock } from '../migrate.ts';
import { seedGeography } from './geography-seed.ts';
import { seedLookups } from './lookups-seed.ts';
import { ADMINISTRATOR_ROLE, DEFAULT_ADMIN_EMAIL } from './reference-data.ts';
import { insertSyntheticBeneficiaries } from './synthetic-beneficiaries.ts';

export interface PrepareOptions {
  connectionString?: string;
  adminEmail?: string;
  adminPassword?: string;
  demoData: boolean;
  /** Told once what the first administrator's credentials are; never logged elsewhere. */
  announce?: (lines: string[]) => void;
}

/**
 * Migrations, reference data, the first administrator and demo data: safe to run on every start, and
 * on several app nodes starting at once (they take turns).
 */
export function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<void> {
  return withStartLock(handle, options.connectionString, () => prepare(handle, options));
}

const CountRow = z.object({ count: z.number() });
const AnyRow = z.object({ any: z.boolean() });
const UserIdRow = z.object({ user_id: z.number() });

async function prepare(handle: DatabaseHandle, options: PrepareOptions): Promise<void> {
  await applyMigrations(handle, options.connectionString);
  const { db } = handle;
  await seedLookups(db);
  const moved = await seedGeography(db);
  if (moved.villages > 0 || moved.kept.length > 0)
    options.announce?.([
      `Moved ${moved.villages} villages to their current taluks from the reference list, with ${moved.people} beneficiaries (one History entry each).`,
      ...(moved.kept.length > 0
        ? [`Left in their 2011 taluk, their name being taken in the new one: villages with codes ${moved.kept.join(', ')}.`]
        : []),
    ]);
  const [{ count }] = await selectRows(db, CountRow, sql`SELECT count(*)::int AS count FROM users`);
  if (count === 0) {
    const email = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const password = options.adminPassword ?? randomBytes(15).toString('base64url');
    const admin = await createUser(db, { email, name: 'Administrator', roleName: ADMINISTRATOR_ROLE, password });
    options.announce?.(
      options.adminPassword
        ? [`First administrator created: ${admin.email} (password from ADMIN_PASSWORD).`]
        : [
            `First administrator created: ${admin.email}`,
            `Password (shown only this once): ${password}`,
            'Change it after signing in, or with: npm run cli -- user passwd --email <e-mail> --password <new>',
          ],
    );
  }
  if (options.demoData) {
    const [{ any }] = await selectRows(db, AnyRow, sql`SELECT exists(SELECT 1 FROM beneficiaries) AS any`);
    if (!any) {
      const creators = await selectRows(db, UserIdRow, sql`SELECT user_id FROM users ORDER BY user_id LIMIT 5`);
      await insertSyntheticBeneficiaries(db, { count: 300, creatorIds: creators.map((c) => c.user_id) });
    }
  }
}
