import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN_IN } from './i18n/en-IN.ts';

/**
 * The contract is the one home of the spec's texts and rule numbers. The web and the server name them
 * (`t('beneficiaryRule.mobile')`, MOBILE_DIGITS) and never type them again, so a text or a rule is
 * changed in one place. Tests may repeat them: they check what users see.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SEARCHED = ['apps/web/src', 'apps/server/src'];

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'data') continue;
    if (statSync(file).isDirectory()) sourceFiles(file, into);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(file);
  }
  return into;
}

const sources = SEARCHED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => ({
  file: path.relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

const STRING = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`/g;

/** Rule numbers of spec §5/§9 as they were once typed outside the contract, each with what to use instead. */
const RULE_LITERALS: { pattern: RegExp; use: string }[] = [
  { pattern: /\[0-9\]\{(4|6|10)\}|\\d\{(6|10)\}/, use: 'AADHAAR_DIGITS, MOBILE_DIGITS or PINCODE_DIGITS' },
  { pattern: /\b(maxLength|minLength|max|min)=\{\d+\}/, use: 'a limit read from the contract (schema or constants)' },
  { pattern: /\.length\s*(===|!==|<|>|<=|>=)\s*(4|6|10|256)\b/, use: 'the contract constant of that length' },
  { pattern: /\bstatus(_?[iI]d)?\s*(===|!==|==|!=)\s*1\b/, use: 'ACTIVE_STATUS_ID' },
  { pattern: /sub_?[pP]rogram_?[iI]d\s*(===|!==|==|!=)\s*\d/, use: "the contract's rules (isMutualFund, needsEducation)" },
  { pattern: />=\s*1900\b/, use: 'MIN_PASSING_YEAR' },
];

describe('the spec in the contract only', () => {
  it('searches the sources of the web and the server', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('no text of the catalogue is typed again as a string in the web or the server', () => {
    // one-word texts ('Name', 'Save') are also words of code; the sentences and phrases are the spec's
    const texts = new Set(Object.values(EN_IN).filter((text) => text.includes(' ') && !text.includes('{')));
    const found: string[] = [];
    for (const { file, text } of sources) {
      for (const match of text.matchAll(STRING)) {
        const value = match[1] ?? match[2] ?? match[3] ?? '';
        if (texts.has(value)) found.push(`${file}: '${value}'`);
      }
    }
    expect(found).toEqual([]);
  });

  it('no rule number of the spec is typed again in the web or the server', () => {
    const found: string[] = [];
    for (const { file, text } of sources) {
      text.split('\n').forEach((line, index) => {
        for (const { pattern, use } of RULE_LITERALS) {
          if (pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim()} — use ${use}`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});
