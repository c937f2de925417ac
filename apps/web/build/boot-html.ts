import type { Plugin } from 'vite';
import { SHELL_TEXT } from '../../../packages/contract/src/messages.ts';
import { bootScript, FIRST_SCREENS, FRAME, LATER_CODE, SIGNED_OUT_SCREEN } from './boot-script.ts';

const STYLESHEET = /<link rel="stylesheet"([^>]*?)href="([^"]+\.css)"([^>]*)>/g;
const BOOT_FILE = 'boot.js';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId?: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The first paint on a slow link. index.html carries its own splash; the text comes from the contract.
 * The app's stylesheet is fetched as a print sheet, which does not hold back that first paint; main.tsx
 * switches it to all media before the app renders (the page's security policy allows no inline script).
 * boot.js (boot-script.ts) starts the first screen's code and calls while the entry script downloads.
 */
export function bootHtml(): Plugin {
  return {
    name: 'portal-boot-html',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is BuiltChunk & typeof c => c.type === 'chunk',
      ) as unknown as BuiltChunk[];
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.facadeModuleId?.endsWith('index.html') || c.facadeModuleId?.endsWith('main.tsx'));
      const preloadedByEntry = new Set(entry ? closure([entry.fileName], byName) : []);
      const filesOf = (sources: string[]) => {
        const roots = chunks.filter((c) => sources.some((s) => c.facadeModuleId?.endsWith(`/${s}`))).map((c) => c.fileName);
        const code = closure(roots, byName).filter((f) => !preloadedByEntry.has(f));
        const css = code.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
        return [...code, ...css];
      };
      const files = Object.fromEntries(
        Object.entries(FIRST_SCREENS).map(([path, sources]) => [path, filesOf([...FRAME, ...sources])]),
      );
      // what a signed-in screen already loaded is not asked for again
      const signedIn = new Set(filesOf(FRAME));
      const later = Object.fromEntries(
        Object.entries(LATER_CODE).map(([screen, sources]) => [screen, filesOf(sources).filter((f) => !signedIn.has(f))]),
      ) as typeof LATER_CODE;
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: bootScript(files, filesOf(SIGNED_OUT_SCREEN), later) });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        html
          .replace('%BOOT_TEXT%', SHELL_TEXT.loading)
          .replace(
            STYLESHEET,
            (_, before, href, after) => `<link rel="stylesheet"${before}href="${href}"${after} media="print" data-app-styles>`,
          )
          .replace('</title>', context.bundle ? `</title>\n    <script src="/${BOOT_FILE}" async></script>` : '</title>'),
    },
  };
}

/** The chunks `roots` need, with everything they import statically. */
function closure(roots: string[], byName: Map<string, BuiltChunk>): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byName.get(file)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}
