import pg from 'pg';
import { ADVISORY_LOCKS } from '../db/advisory-locks.ts';

const BACKUP_LOCK = ADVISORY_LOCKS.backup;

/**
 * With several portal processes on one PostgreSQL, the one holding a session advisory lock takes the
 * backups: it keeps the lock (and the connection) for its life; when it stops, the next to try has it.
 */
export class BackupLeader {
  #client: pg.Client | null = null;

  constructor(private readonly connectionString: string) {}

  async isLeader(): Promise<boolean> {
    if (this.#client) return true;
    const client = new pg.Client({ connectionString: this.connectionString });
    // a broken connection has lost the lock with it: the next slot tries again
    client.on('error', () => {
      if (this.#client === client) this.#client = null;
    });
    await client.connect();
    const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [BACKUP_LOCK]);
    if (rows[0]?.held) {
      this.#client = client;
      client.on('end', () => {
        if (this.#client === client) this.#client = null;
      });
      return true;
    }
    await client.end();
    return false;
  }

  async close(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    await client?.end();
  }
}
