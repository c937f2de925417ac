import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const CONTRACT_SRC = path.resolve(WEB_SRC, '../../../packages/contract/src');

/** The file an import names, or the package for a bare name. */
function resolve(specifier: string, from: string): { file: string } | { package: string } {
  if (specifier.startsWith('@portal/contract/')) return { file: path.join(CONTRACT_SRC, `${specifier.slice(17)}.ts`) };
  if (!specifier.startsWith('.')) {
    const parts = specifier.split('/');
    return { package: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
  }
  const base = path.resolve(path.dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f) && f.match(/\.tsx?$/));
  return { file: file ?? base };
}

/**
 * The packages a module's static imports reach, its own and its imports' (type-only imports are
 * erased; `import()` is a later chunk): what the browser must load before the screen is drawn.
 */
function packagesReached(root: string): Set<string> {
  return new Set(namesReached(root).keys());
}

/** For each package a module reaches (as packagesReached), the names imported from it. */
function namesReached(root: string): Map<string, Set<string>> {
  const packages = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const { module, errors } = parseSync(file, readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' });
    expect(errors, file).toEqual([]);
    const imports: [string, string[]][] = [
      ...module.staticImports
        .filter((i) => !i.entries.length || i.entries.some((e) => !e.isType))
        .map((i): [string, string[]] => [
          i.moduleRequest.value,
          i.entries.filter((e) => !e.isType).map((e) => e.importName.name ?? e.importName.kind),
        ]),
      ...module.staticExports.flatMap((e) =>
        e.entries
          .filter((x) => x.moduleRequest && !x.isType)
          .map((x): [string, string[]] => [x.moduleRequest?.value ?? '', [x.importName.name ?? x.importName.kind]]),
      ),
    ];
    for (const [specifier, names] of imports) {
      const target = resolve(specifier, file);
      if ('package' in target) {
        const known = packages.get(target.package) ?? new Set<string>();
        for (const name of names) known.add(name);
        packages.set(target.package, known);
      } else visit(target.file);
    }
  };
  visit(root);
  return packages;
}

describe('what the first screens load', () => {
  it('the login page and the list load no validation library (zod is about 25 KB gzip, and building its schemas runs on load)', () => {
    const login = packagesReached(path.join(WEB_SRC, 'app/login-screen.tsx'));
    const list = packagesReached(path.join(WEB_SRC, 'features/beneficiaries/components/beneficiary-list-page.tsx'));
    // the walk sees the libraries the screens do use
    expect(login).toContain('@mantine/core');
    expect(list).toContain('@tanstack/react-query');
    expect(login).not.toContain('zod');
    expect(list).not.toContain('zod');
  });

  it("the portal's frame uses the declarative router and fetches the notifications host later (each a tenth of its code)", () => {
    const frame = namesReached(path.join(WEB_SRC, 'app/app.tsx'));
    expect(frame.get('react-router')).toContain('BrowserRouter');
    for (const dataRouter of ['createBrowserRouter', 'RouterProvider', 'useRouteError']) {
      expect(frame.get('react-router')).not.toContain(dataRouter);
    }
    expect(frame.has('@mantine/notifications')).toBe(false);
  });
});
