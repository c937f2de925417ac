import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped JavaScript and CSS a browser loads for a screen: the entry plus the screen's chunks and their imports. */
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(import.meta.dirname, '../apps/web/dist');
type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

export function bundleSizeTable(): string {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return '(build the web app first: npm run build)';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const closure = (keys: string[]): Set<string> => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry) as string;
  const find = (fragment: string) => Object.keys(manifest).find((k) => k.includes(fragment)) as string;
  const frame = [find('src/app/app.tsx'), find('app-layout'), find('route-guard')];
  const screens: Record<string, string[]> = {
    // signed out: the login page alone (main.tsx); its Please Wait dialog comes once the page is drawn
    'login page': [entry, find('login-screen')],
    'beneficiary list page': [entry, ...frame, find('beneficiary-list-page')],
    'beneficiary detail page': [entry, ...frame, find('beneficiary-detail-page')],
    'profile page': [entry, ...frame, find('user-profile-page')],
    'organization page': [entry, ...frame, find('features/org/components/org-page')],
    // fetched once Kannada is chosen, on top of the screen's own
    'Kannada catalogue': [find('i18n/kn-IN')],
  };
  const lines = ['| screen | JavaScript gzip KB | CSS gzip KB | total gzip KB |', '| --- | ---: | ---: | ---: |'];
  // one stylesheet for the whole portal (decision 041): the page links it, no chunk names it
  const portalStyles = Object.values(manifest).find((c) => !c.isEntry && c.file.endsWith('.css') && !c.imports)?.file;
  if (portalStyles) manifest[entry].css = [...(manifest[entry].css ?? []), portalStyles];
  const loadedFirst = closure([entry]);
  for (const [screen, keys] of Object.entries(screens)) {
    // the Kannada catalogue counts only what it adds to the screen already shown
    const files = [...closure(keys)].filter((f) => keys.includes(entry) || !loadedFirst.has(f));
    const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
    const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0);
    lines.push(`| ${screen} | ${(js / 1024).toFixed(1)} | ${(css / 1024).toFixed(1)} | ${((js + css) / 1024).toFixed(1)} |`);
  }
  return lines.join('\n');
}
