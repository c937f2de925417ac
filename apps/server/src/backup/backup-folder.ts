import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeBackupFile } from './backup-file.ts';

const NAME = /^portal-\d{8}-\d{4}\.sql$/;

/** portal-YYYYMMDD-HHMM.sql, local time: names sort as the backups' times do. */
export function backupName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `portal-${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}.sql`;
}

/** One backup into the folder, then only the newest `keep` of the portal's backups stay. */
export async function backupIntoFolder(
  dir: string,
  keep: number,
  at: Date,
  write: (fd: number) => Promise<void>,
): Promise<{ name: string; bytes: number; removed: number }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = backupName(at);
  const bytes = await writeBackupFile(path.join(dir, name), write);
  const old = readdirSync(dir)
    .filter((file) => NAME.test(file))
    .sort()
    .reverse()
    .slice(keep);
  for (const file of old) rmSync(path.join(dir, file), { force: true });
  return { name, bytes, removed: old.length };
}
