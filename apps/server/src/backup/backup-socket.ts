import { createWriteStream, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { runDir } from '../db/embedded-lock.ts';
import { safeError } from '../lib/safe-error.ts';
import { dumpPglite } from './dump-pglite.ts';

/**
 * Only the process that holds PGlite can dump it (pg_dump for PGlite runs in that process), so the
 * running portal takes the command line's backups: HTTP on a socket in its run folder, which only the
 * data folder's owner can enter, as the database's own socket beside it.
 */
export const backupSocketPath = (dataDir: string) => path.join(runDir(dataDir), 'backup.sock');

export async function serveBackups(dataDir: string, pglite: PGlite): Promise<{ close(): Promise<void> }> {
  const socket = backupSocketPath(dataDir);
  rmSync(socket, { force: true });
  const server = http.createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    try {
      const dump = Buffer.from(await dumpPglite(pglite));
      response.writeHead(200, { 'content-type': 'application/sql', 'content-length': dump.length }).end(dump);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(safeError(error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(socket, resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The running portal's backup, written into an open file. */
export function fetchBackup(dataDir: string, fd: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: backupSocketPath(dataDir), path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => reject(new Error(`The running portal could not take the backup: ${text}`)));
        return;
      }
      const expected = Number(response.headers['content-length']);
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      const out = createWriteStream('', { fd, autoClose: false });
      response.pipe(out);
      out.on('finish', () =>
        received === expected ? resolve() : reject(new Error('The backup from the running portal was cut short.')),
      );
      out.on('error', reject);
      response.on('error', reject);
    });
    request.on('error', (error) => reject(new Error(`The running portal did not answer: ${error.message}`)));
  });
}
