import path from 'node:path';
import { type Node, type SourceFile, SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every text a user sees comes from the catalogue (t(...)): none is typed into a component. Scans
 * the web's components (not tests) with the TypeScript compiler for JSX text with letters, and for
 * string literals or templates with letters given to a text prop (label, title, aria-label …) or a
 * text field of an object (notifications.show({ title, message }), modals' labels …).
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const WEB_SRC = path.join(ROOT, 'apps/web/src');

/** Props and object fields whose value a user reads or hears. */
const TEXT_NAMES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'description',
  'alt',
  'error',
  'message',
  'children',
  'confirm',
  'cancel',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
  'loadingText',
  'emptyText',
  'tooltip',
]);

/**
 * Literals with letters that are not words of any language. Kept tiny: a text a user reads belongs
 * in the catalogue.
 */
const ALLOWED = new Set<string>([]);

const LETTERS = /\p{L}/u;

interface Offence {
  where: string;
  text: string;
}

let api: API;
let files: SourceFile[] = [];

beforeAll(() => {
  api = new API({ cwd: ROOT });
  const snapshot = api.updateSnapshot({ openProject: path.join(ROOT, 'apps/web/tsconfig.json') });
  const program = snapshot.getProjects()[0].program;
  files = program
    .getSourceFileNames()
    .filter((name) => name.startsWith(WEB_SRC) && name.endsWith('.tsx') && !/\.test\.tsx$/.test(name))
    .map((name) => program.getSourceFile(name))
    .filter((file): file is SourceFile => file !== undefined);
}, 60_000);

afterAll(() => api?.close());

const isWords = (value: string) => LETTERS.test(value) && !ALLOWED.has(value.trim());

/** The literal texts an expression may evaluate to: a literal, a template, either branch of a ?: or a ??/||. */
function literalsOf(node: Node | undefined): string[] {
  if (!node) return [];
  switch (node.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
      return [(node as unknown as { text: string }).text];
    case SyntaxKind.TemplateExpression: {
      const template = node as unknown as { head: { text: string }; templateSpans: readonly { literal: { text: string } }[] };
      return [template.head.text + template.templateSpans.map((span) => span.literal.text).join('')];
    }
    case SyntaxKind.ParenthesizedExpression:
    case SyntaxKind.JsxExpression:
      return literalsOf((node as unknown as { expression?: Node }).expression);
    case SyntaxKind.ConditionalExpression: {
      const c = node as unknown as { whenTrue: Node; whenFalse: Node };
      return [...literalsOf(c.whenTrue), ...literalsOf(c.whenFalse)];
    }
    case SyntaxKind.BinaryExpression: {
      const b = node as unknown as { left: Node; right: Node; operatorToken: Node };
      const op = b.operatorToken.kind;
      return op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.AmpersandAmpersandToken
        ? [...literalsOf(b.left), ...literalsOf(b.right)]
        : [];
    }
    default:
      return [];
  }
}

const nameOf = (node: Node): string => {
  const name = (node as unknown as { name?: Node & { text?: string } }).name;
  return name?.text ?? '';
};

function offencesIn(file: SourceFile): Offence[] {
  const found: Offence[] = [];
  const where = (node: Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.end);
    return `${path.relative(ROOT, file.fileName)}:${line + 1}`;
  };
  const report = (node: Node, texts: string[]) => {
    for (const text of texts) if (isWords(text)) found.push({ where: where(node), text: text.trim() });
  };
  const visit = (node: Node) => {
    switch (node.kind) {
      case SyntaxKind.JsxText:
        report(node, [(node as unknown as { text: string }).text]);
        break;
      case SyntaxKind.JsxExpression:
        // {'text'} as a child of an element
        if (node.parent?.kind === SyntaxKind.JsxElement || node.parent?.kind === SyntaxKind.JsxFragment) {
          report(node, literalsOf(node));
        }
        break;
      case SyntaxKind.JsxAttribute:
        if (TEXT_NAMES.has(nameOf(node))) report(node, literalsOf((node as unknown as { initializer?: Node }).initializer));
        break;
      case SyntaxKind.PropertyAssignment:
        if (TEXT_NAMES.has(nameOf(node))) report(node, literalsOf((node as unknown as { initializer?: Node }).initializer));
        break;
    }
    node.forEachChild(visit);
  };
  visit(file as unknown as Node);
  return found;
}

describe('no text typed into a component', () => {
  it('finds the components to scan', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.map((f) => path.basename(f.fileName))).toContain('login-form.tsx');
  });

  it('every JSX text and text prop comes from the catalogue', () => {
    const offences = files.flatMap(offencesIn);
    const listing = offences.map((o) => `${o.where}  ${JSON.stringify(o.text)}`).join('\n');
    // the listing names each file:line with the text typed there; use t('…') from the catalogue instead
    expect(listing).toBe('');
  });
});
