import path from 'node:path';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { describe, expect, it } from 'vitest';
import { prebuiltCatalogues } from '../../build/prebuilt-catalogues.ts';

const I18N = path.resolve(import.meta.dirname, '../../../../packages/contract/src/i18n');

/** The module the built app gets for a file, run: its exports. */
function built(file: string): Record<string, unknown> | undefined {
  const load = prebuiltCatalogues().load as (id: string) => string | undefined;
  const code = load(file);
  if (code === undefined) return undefined;
  const exports: Record<string, unknown> = {};
  new Function('exports', code.replace(/^export const (\w+) =/gm, 'exports.$1 ='))(exports);
  return exports;
}

describe('the catalogues as the built app reads them', () => {
  it('are the catalogues of the text groups, key for key and text for text', () => {
    expect(built(path.join(I18N, 'en-IN.ts'))).toStrictEqual({ EN_IN });
    expect(built(path.join(I18N, 'kn-IN.ts'))).toStrictEqual({ KN_IN });
    expect(Object.keys(EN_IN).length).toBeGreaterThan(1000);
  });

  it('leave every other module as it is', () => {
    expect(built(path.join(I18N, 'en/common.ts'))).toBeUndefined();
    expect(built(path.join(I18N, 'kn-IN.test.ts'))).toBeUndefined();
  });
});
