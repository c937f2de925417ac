import { DUMP_ARGS } from './dump-args.ts';
import { libpqEnvironment, postgresProgram } from './postgres-programs.ts';
import { runProgram } from './run-program.ts';

/**
 * pg_dump of the whole database into an open file: one snapshot (a repeatable-read transaction) while
 * the portal's writes go on beside it.
 */
export function dumpPostgres(connectionString: string, fd: number): Promise<void> {
  return runProgram(postgresProgram('pg_dump'), DUMP_ARGS, { env: libpqEnvironment(connectionString), stdout: fd });
}
