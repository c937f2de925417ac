import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE_NAME = '@portal/server';

/**
 * The server package's folder, found from where this code runs: the sources (src/…) under tsx, or
 * the one built file (dist/…). Migrations, the reference data and the web build are found from it.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`${PACKAGE_NAME} not found above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
