import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../packages/contract/src');

/** The file an import names, or the bare name of a package's module (`drizzle-orm/pglite`). */
function resolve(specifier: string, from: string): { file: string } | { bare: string } {
  if (specifier.startsWith('@portal/contract/')) return { file: path.join(CONTRACT_SRC, `${specifier.slice(17)}.ts`) };
  if (!specifier.startsWith('.')) return { bare: specifier };
  const base = path.resolve(path.dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f) && f.match(/\.tsx?$/));
  return { file: file ?? base };
}

const packageOf = (bare: string) =>
  bare
    .split('/')
    .slice(0, bare.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The packages a module's static imports reach, its own and its imports' (type-only imports are
 * erased; `import()` is loaded later): what must be loaded before the module runs.
 */
export function packagesReached(root: string): Set<string> {
  return new Set([...namesReached(root).keys()].map(packageOf));
}

/** For each package module a module reaches (as packagesReached, by its bare name), the names imported from it. */
export function namesReached(root: string): Map<string, Set<string>> {
  const packages = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const { module, errors } = parseSync(file, readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' });
    if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
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
      if ('bare' in target) {
        const known = packages.get(target.bare) ?? new Set<string>();
        for (const name of names) known.add(name);
        packages.set(target.bare, known);
      } else visit(target.file);
    }
  };
  visit(root);
  return packages;
}
