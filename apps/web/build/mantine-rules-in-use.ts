import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** Mantine's component classes: `m_` and a hash, one set per component's stylesheet. */
const MANTINE_CLASS = /\bm_[0-9a-f]+\b/g;

/**
 * The stylesheet without the rules of Mantine components the app never draws. A rule (or one selector
 * of a list) naming a component class that no script of the build contains can never match. A
 * component's script carries its classes as strings, so any component a screen can draw keeps its
 * rules. Mantine's stylesheet holds every component (41 KB gzip); the portal draws about half
 * (decision 042).
 */
export function rulesInUse(css: string, scripts: string): string {
  const inScripts = new Map<string, boolean>();
  const used = (name: string) => {
    let known = inScripts.get(name);
    if (known === undefined) {
      known = scripts.includes(name);
      inScripts.set(name, known);
    }
    return known;
  };
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // a keyframe's steps are not selectors
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => (selector.match(MANTINE_CLASS) ?? []).every(used));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // an at-rule left with nothing inside (a media query whose rules all went)
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * `rulesInUse` on the build's stylesheets, against all of its scripts (lazy chunks and workers
 * included). A sheet whose rules changed gets a name from its new content: the name was made from the
 * whole sheet, and a browser keeps a file of one name for good.
 */
export function mantineRulesInUse(): Plugin {
  return {
    name: 'portal-mantine-rules-in-use',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const scripts = files.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
      for (const sheet of files) {
        if (sheet.type !== 'asset' || !sheet.fileName.endsWith('.css')) continue;
        const before = sheet.fileName;
        const source = rulesInUse(String(sheet.source), scripts);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = before.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
        delete bundle[before];
        this.emitFile({ type: 'asset', fileName, source, name: sheet.names[0], originalFileName: sheet.originalFileNames[0] });
        // the page (and any file) that names the sheet names it anew
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = file.code.replaceAll(before, fileName);
          else if (typeof file.source === 'string') file.source = file.source.replaceAll(before, fileName);
        }
      }
    },
  };
}
