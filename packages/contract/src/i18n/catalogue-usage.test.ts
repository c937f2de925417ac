import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN_IN } from './en-IN.ts';

/**
 * No text is kept that nothing shows: every id of the catalogue is named somewhere in the web, the
 * server or the contract (outside this folder), as
 *   - the id itself in a string ('login.heading'),
 *   - a prefix of it ending in '.', for ids made at run time (`layout.menuNames.${action}`), or
 *   - its text group's member (LOGIN_TEXT.invalidCredentials), which is how the server sends the
 *     spec's English texts that the browser then shows in the user's language.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SEARCHED = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];
const I18N = path.join(ROOT, 'packages/contract/src/i18n');

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (file === I18N || name === 'node_modules') continue;
    if (statSync(file).isDirectory()) sourceFiles(file, into);
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(file);
  }
  return into;
}

/** Which text group each id prefix is flattened from: `...flattenTexts('login', LOGIN_TEXT)`. */
function groupsByPrefix(): Map<string, string> {
  const groups = new Map<string, string>();
  for (const dir of ['en']) {
    for (const name of readdirSync(path.join(I18N, dir))) {
      const source = readFileSync(path.join(I18N, dir, name), 'utf8');
      for (const match of source.matchAll(/flattenTexts\(\s*'([\w.]+)'\s*,\s*(\w+)\s*\)/g)) groups.set(match[1], match[2]);
    }
  }
  return groups;
}

const STRING = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`/g;

function namesUsed() {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  const members = new Set<string>();
  for (const file of SEARCHED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STRING)) {
      const value = match[1] ?? match[2] ?? match[3] ?? '';
      // a template's text before its first ${…} is a prefix of the ids it makes
      const head = match[3] !== undefined ? value.split('${')[0] : value;
      if (match[3] !== undefined && value.includes('${')) prefixes.add(head);
      else literals.add(value);
      if (head.endsWith('.')) prefixes.add(head);
    }
    for (const match of source.matchAll(/\b([A-Z][A-Z0-9_]+)((?:\.\w+)+)/g)) members.add(`${match[1]}${match[2]}`);
  }
  return { literals, prefixes, members };
}

describe('the catalogue', () => {
  it('holds no text that nothing shows', () => {
    const { literals, prefixes, members } = namesUsed();
    const groups = groupsByPrefix();
    const memberOf = (id: string) => {
      for (const [prefix, group] of groups) {
        if (id.startsWith(`${prefix}.`)) return `${group}${id.slice(prefix.length)}`;
      }
      return undefined;
    };
    const unused = Object.keys(EN_IN).filter((id) => {
      if (literals.has(id)) return false;
      if ([...prefixes].some((prefix) => prefix.length > 1 && id.startsWith(prefix))) return false;
      const member = memberOf(id);
      return !(member && members.has(member));
    });
    // each line is an id no code names: use it, or take it out of its text group and both catalogues
    expect(unused.join('\n')).toBe('');
  });

  it('finds the names the portal uses', () => {
    const { literals, members } = namesUsed();
    expect(literals.has('login.heading')).toBe(true);
    expect(members.has('LOGIN_TEXT.invalidCredentials')).toBe(true);
  });
});
