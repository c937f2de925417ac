import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { PERMISSIONS, WILDCARD } from '@portal/contract/permissions';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** Who makes an administration change: a signed-in administrator, or the command line (null). */
export interface Actor {
  userId: number | null;
}

export const COMMAND_LINE: Actor = { userId: null };

// one key for every change of who holds which permission: the guard rails below count across rows
const ADMINISTRATION_LOCK = ADVISORY_LOCKS.administration;

/**
 * Serialises the changes of users' roles and status and of roles, for the transaction: two
 * administrators deactivating each other at once must not both see the other still active.
 */
export async function lockAdministration(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMINISTRATION_LOCK})`);
}

/** The comma list of a role as a set of names (spec §6: each trimmed). */
const names = (column: string) => sql.raw(`string_to_array(replace(${column}, ' ', ''), ',')`);

const AdministratorsOwnAccessRow = z.object({ administrators: z.number(), own_access: z.boolean() });

/**
 * Checked inside the change's transaction, after the change and under the lock: at least one active
 * user keeps an active role with `*`, and the acting administrator keeps their own access to this
 * page. A refusal rolls the change back.
 */
export async function checkGuardRails(tx: Database, actor: Actor): Promise<void> {
  const [state] = await selectRows(
    tx,
    AdministratorsOwnAccessRow,
    sql`SELECT
          (SELECT count(DISTINCT u.user_id)::int FROM users u
            JOIN user_roles ur ON ur.user_id = u.user_id JOIN roles r ON r.role_id = ur.role_id
            WHERE u.status_id = ${ACTIVE_STATUS_ID} AND r.status_id = ${ACTIVE_STATUS_ID}
              AND ${WILDCARD} = ANY(${names('r.role_permissions')})) AS administrators,
          EXISTS (SELECT 1 FROM users u
            JOIN user_roles ur ON ur.user_id = u.user_id JOIN roles r ON r.role_id = ur.role_id
            WHERE u.user_id = ${actor.userId} AND u.status_id = ${ACTIVE_STATUS_ID} AND r.status_id = ${ACTIVE_STATUS_ID}
              AND ${names('r.role_permissions')} && ARRAY[${WILDCARD}, ${PERMISSIONS.permission}]) AS own_access`,
  );
  // the command line has no access of its own to lose; one's own access is named first, being the nearer cause
  if (actor.userId !== null && !state.own_access) throw new AppError('ownAccess');
  if (state.administrators === 0) throw new AppError('lastAdministrator');
}
