import { randomBytes } from 'node:crypto';
import { DRAFT_KEY_BYTES, type DraftKeyResponse } from '@portal/contract/draft-key';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';

const KeyRow = z.object({ key: z.string() });

/**
 * The user's key for drafts kept in the browser (decision 008): made on the first request, then the
 * same for ever. Two statements, not one: when two first requests meet, the second insert waits for
 * the first and does nothing, and only a statement started after that sees the row that won.
 * The key is a secret: it is never logged.
 */
export async function getDraftKey(db: Database, userId: number): Promise<DraftKeyResponse> {
  const candidate = randomBytes(DRAFT_KEY_BYTES).toString('hex');
  await db.execute(sql`INSERT INTO draft_keys (user_id, draft_key) VALUES (${userId}, decode(${candidate}, 'hex'))
    ON CONFLICT (user_id) DO NOTHING`);
  const [row] = await selectRows(
    db,
    KeyRow,
    sql`SELECT encode(draft_key, 'hex') AS key FROM draft_keys WHERE user_id = ${userId}`,
  );
  if (!row) throw new Error('draft key missing after insert');
  return { Status: true, key: Buffer.from(row.key, 'hex').toString('base64') };
}
