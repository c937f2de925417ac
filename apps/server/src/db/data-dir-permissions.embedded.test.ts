import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { claimDataDir, dataDirWarning, releaseDataDir } from './embedded-lock.ts';

const parent = mkdtempSync(path.join(tmpdir(), 'portal-perms-'));
const umaskBefore = process.umask();
afterAll(() => {
  process.umask(umaskBefore);
  rmSync(parent, { recursive: true, force: true });
});

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    yield full;
    if (entry.isDirectory()) yield* walk(full);
  }
}

describe('the embedded data folder', () => {
  it('is created for its owner only: folders 0700, files 0600, even under a permissive umask', async () => {
    process.umask(0o000);
    const dataDir = path.join(parent, 'data');
    claimDataDir(dataDir);
    const handle = await openPglite(dataDir);
    await handle.close();
    releaseDataDir(dataDir);
    const open = [dataDir, ...walk(dataDir)].filter((file) => (statSync(file).mode & 0o077) !== 0);
    expect(open).toEqual([]);
    expect(dataDirWarning(dataDir)).toBeNull();
  }, 60_000);

  it('warns at start when an existing folder is readable by others', () => {
    const dataDir = path.join(parent, 'old');
    claimDataDir(dataDir);
    releaseDataDir(dataDir);
    chmodSync(dataDir, 0o755);
    expect(dataDirWarning(dataDir)).toMatch(/can be read by other users.*chmod -R go-rwx/);
  });
});
