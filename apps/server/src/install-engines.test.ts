import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

describe('the Node version the README promises', () => {
  it('is accepted by every installed package, so a fresh install prints no engine warning', () => {
    const promised = semver.minVersion(readJson('package.json').engines.node)?.version;
    expect(promised).toMatch(/^\d+\.\d+\.\d+$/);
    const packages: Record<string, { engines?: { node?: string } }> = readJson('package-lock.json').packages;
    const refusing = Object.entries(packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(promised!, entry.engines.node))
      .map(([name, entry]) => `${name} (${entry.engines?.node})`);
    expect(refusing).toEqual([]);
  });
});
