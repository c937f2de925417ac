import path from 'node:path';
import type { Plugin } from 'vite';
import { EN_IN } from '../../../packages/contract/src/i18n/en-IN.ts';
import { KN_IN } from '../../../packages/contract/src/i18n/kn-IN.ts';

const I18N = path.resolve(import.meta.dirname, '../../../packages/contract/src/i18n');
/** Each catalogue's module, by its file: the name it exports and its texts. */
const CATALOGUES: Record<string, [name: string, catalogue: object]> = {
  [path.join(I18N, 'en-IN.ts')]: ['EN_IN', EN_IN],
  [path.join(I18N, 'kn-IN.ts')]: ['KN_IN', KN_IN],
};

/**
 * The catalogues as the built app reads them: each one flat object, written when the app is built
 * from the same text groups (packages/contract/src/i18n). Gathered in the browser, the English one took
 * a phone's processor a sixth of a second before the first screen; a JSON text is read far faster
 * than the same object built in code (decision 042). The dev server keeps the source modules.
 */
export function prebuiltCatalogues(): Plugin {
  return {
    name: 'portal-prebuilt-catalogues',
    apply: 'build',
    load(id) {
      const entry = CATALOGUES[id];
      if (!entry) return undefined;
      const [name, catalogue] = entry;
      return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});\n`;
    },
  };
}
