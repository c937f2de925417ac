import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { EN_IN, type MessageId } from './en-IN.ts';
import { KN_IN } from './kn-IN.ts';

/**
 * The Kannada glossary (docs/glossary-kn.md) holds the catalogue to one word per concept: where the
 * English of an id uses a concept's English word, the Kannada of that id uses the concept's Kannada
 * word; a rejected word is used nowhere.
 */
const GLOSSARY = path.resolve(import.meta.dirname, '../../../../docs/glossary-kn.md');

interface Concept {
  concept: string;
  english: string[];
  checkedAs: string;
  not: string[];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const list = (cell: string) => (cell === '—' ? [] : cell.split(',').map((word) => word.trim()));

function readGlossary(): Concept[] {
  const lines = readFileSync(GLOSSARY, 'utf8').split('\n');
  const header = lines.findIndex((line) => /^\|\s*Concept\s*\|/.test(line));
  const names = cells(lines[header]);
  const column = (name: string) => names.indexOf(name);
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const row = cells(line);
    rows.push({
      concept: row[column('Concept')],
      english: list(row[column('English')]),
      checkedAs: row[column('Checked as')],
      not: list(row[column('Not')]),
    });
  }
  return rows;
}

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** The words of a message a reader sees: its literal text and its plural and select branches, without `{arguments}`. */
function readText(elements: Element[]): string {
  return elements
    .map((element) => {
      if (element.type === 0) return element.value ?? '';
      return Object.values(element.options ?? {})
        .map((option) => readText(option.value))
        .join(' ');
    })
    .join(' ');
}
const englishText = (id: MessageId) => readText(new IntlMessageFormat(EN_IN[id], 'en-IN').getAst() as unknown as Element[]);

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An English word as a word: "file" in "the file", not in "Profile". */
const englishWord = (word: string) => new RegExp(`(?<![\\p{L}-])${literal(word)}(?![\\p{L}-])`, 'iu');
/** A Kannada word standing on its own, not the end of another word: ಫೈಲ್, not the ಫೈಲ್ of ಪ್ರೊಫೈಲ್. */
const kannadaWord = (word: string) => new RegExp(`(?<![\\u0C80-\\u0CFF\\u200C\\u200D])${literal(word)}`, 'u');

const ids = Object.keys(EN_IN) as MessageId[];
const glossary = readGlossary();

describe('the Kannada glossary', () => {
  it('is read from docs/glossary-kn.md', () => {
    expect(glossary.length).toBeGreaterThan(10);
    const file = glossary.find((c) => c.concept === 'file');
    expect(file).toEqual({ concept: 'file', english: ['file', 'files'], checkedAs: 'ಕಡತ', not: ['ಫೈಲ್'] });
    for (const concept of glossary) {
      expect(concept.english.length, concept.concept).toBeGreaterThan(0);
      expect(concept.checkedAs, concept.concept).not.toBe('');
    }
  });

  it.each(glossary.map((c) => [c.concept, c] as const))('%s: the chosen word wherever English uses the concept', (_, concept) => {
    const words = concept.english.map(englishWord);
    const missing = ids.filter((id) => {
      const english = englishText(id);
      return words.some((word) => word.test(english)) && !KN_IN[id].includes(concept.checkedAs);
    });
    expect(missing.map((id) => `${id}: ${EN_IN[id]} → ${KN_IN[id]}`).join('\n')).toBe('');
  });

  it.each(glossary.filter((c) => c.not.length).map((c) => [c.concept, c] as const))(
    '%s: no rejected word anywhere in Kannada',
    (_, concept) => {
      const used = ids.flatMap((id) =>
        concept.not.filter((word) => kannadaWord(word).test(KN_IN[id])).map((word) => `${id}: ${word} in ${KN_IN[id]}`),
      );
      expect(used.join('\n')).toBe('');
    },
  );
});
