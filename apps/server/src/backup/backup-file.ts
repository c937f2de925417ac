import { closeSync, openSync, renameSync, rmSync, statSync } from 'node:fs';

/**
 * Writes a backup through `FILE.partial`, the owner's alone (it holds personal data), renamed into
 * place only once complete: a file of that name is always a whole backup.
 */
export async function writeBackupFile(file: string, write: (fd: number) => Promise<void>): Promise<number> {
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    await write(fd);
    closeSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
  return statSync(file).size;
}
