/**
 * Every backup is one plain SQL file with INSERTs of up to 1,000 rows and no COPY, owners or grants:
 * it loads into either engine, PGlite (which has no COPY from a client) and any PostgreSQL role.
 */
export const DUMP_ARGS = ['--format=plain', '--no-owner', '--no-privileges', '--rows-per-insert=1000'];
