import { type PGlite, protocol } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { DUMP_ARGS } from './dump-args.ts';

const RETRY_MS = 50;
const WAIT_FOR_TRANSACTION_MS = 60_000;

/** A simple query straight to PGlite's session, past its locks (which the dump holds). */
async function rawQuery(pglite: PGlite, text: string): Promise<{ rows: Record<string, string | null>[] }> {
  const { messages } = await pglite.execProtocol(protocol.serialize.query(text));
  let names: string[] = [];
  const rows: Record<string, string | null>[] = [];
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) names = message.fields.map((f) => f.name);
    if (message instanceof protocol.messages.DataRowMessage)
      rows.push(Object.fromEntries(names.map((name, i) => [name, message.fields[i] ?? null])));
  }
  return { rows };
}

/**
 * A standard SQL dump of this process's PGlite, by pg_dump built for it. PGlite is one session: the
 * dump holds both its locks, and starts only when no transaction (a socket client's) is open, so no
 * other statement runs inside the dump's snapshot; writes wait for it and then go on.
 */
export async function dumpPglite(pglite: PGlite): Promise<string> {
  const deadline = Date.now() + WAIT_FOR_TRANSACTION_MS;
  for (;;) {
    const text = await pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        if (pglite.isInTransaction()) return null;
        // pgDump asks the session for its search path and sets it back: past the locks it already holds
        const session = {
          query: (sql: string) => rawQuery(pglite, sql),
          exec: (sql: string) => rawQuery(pglite, sql),
          execProtocolRawStream: pglite.execProtocolRawStream.bind(pglite),
        } as unknown as PGlite;
        const file = await pgDump({ pg: session, args: DUMP_ARGS });
        // pg_dump leaves by closing its connection, which PGlite's one session does not see: its read-only
        // transaction and session settings (timeouts, row security) must not outlive it here
        const searchPath = (await rawQuery(pglite, 'SHOW search_path')).rows[0]?.search_path;
        if (pglite.isInTransaction()) await rawQuery(pglite, 'ROLLBACK');
        await rawQuery(pglite, `RESET ALL; SET search_path = ${searchPath}`);
        return file.text();
      }),
    );
    if (text !== null) return text;
    if (Date.now() > deadline) throw new Error('The database stayed inside a transaction; the backup did not start.');
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
