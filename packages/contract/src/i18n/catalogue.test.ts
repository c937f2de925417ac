import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { AUTH_EN } from './en/auth.ts';
import { BENEFICIARY_EN } from './en/beneficiary.ts';
import { COMMON_EN } from './en/common.ts';
import { ORG_EN } from './en/org.ts';
import { EN_IN, type MessageId } from './en-IN.ts';
import { formatMessage } from './format.ts';
import { KN_IN } from './kn-IN.ts';

/** Which Kannada file an id belongs in, for the failure messages. */
const DOMAINS: Record<string, object> = {
  'i18n/kn/common.ts': COMMON_EN,
  'i18n/kn/auth.ts': AUTH_EN,
  'i18n/kn/beneficiary.ts': BENEFICIARY_EN,
  'i18n/kn/org.ts': ORG_EN,
};
const fileOf = (id: string) => Object.keys(DOMAINS).find((file) => id in DOMAINS[file]) ?? 'no English domain';
const listing = (ids: string[]) => ids.map((id) => `${fileOf(id)}  ${id}`).join('\n');

/**
 * Texts that are the same in Kannada as in English, each for a reason: symbols and marks that are no
 * words, and terms Kannada offices write in Latin letters.
 */
const SAME_IN_KANNADA = new Set([
  '—', // an empty field's dash
  'SIP', // Systematic Investment Plan, the fund's own term
  'xxxx-xxxx-', // the Aadhaar mask before the last four digits
]);

/**
 * Arguments the code gives a message that English leaves unsaid and Kannada needs. `parentLevel`
 * (state, district or taluk; reasonText gives it with every upload reason naming a parent place) is
 * the noun Kannada writes the case ending on: "ಮೈಸೂರು ಜಿಲ್ಲೆಯಲ್ಲಿ" for "in Mysuru".
 */
const KANNADA_ONLY_ARGUMENTS = new Set(['parentLevel:5']);

const ids = Object.keys(EN_IN) as MessageId[];
const kannada = KN_IN as Record<string, string | undefined>;

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };
/** intl-messageformat's element types: 0 literal, 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 7 #, 8 tag. */
const LITERAL = 0;
const ARGUMENT = 1;

const astOf = (message: string, locale: string): Element[] =>
  new IntlMessageFormat(message, locale).getAst() as unknown as Element[];

/** The names of a message's arguments (and tags), with their kind: `count:plural`, `name:argument`. */
function argumentsOf(elements: Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== LITERAL && element.type !== 7 && element.value !== undefined) {
      into.add(`${element.value}:${element.type === ARGUMENT ? 'argument' : element.type}`);
    }
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, into);
    if (element.children) argumentsOf(element.children, into);
  }
  return into;
}

describe('the Kannada catalogue', () => {
  it('has every id of the English one', () => {
    const missing = ids.filter((id) => !(id in kannada));
    expect(listing(missing), 'ids without Kannada').toBe('');
  });

  it('has no id the English one lacks', () => {
    const extra = Object.keys(kannada).filter((id) => !(id in EN_IN));
    expect(extra.join('\n'), 'Kannada ids no English text has').toBe('');
  });

  it('leaves no text empty or in English (but for the justified few)', () => {
    const bad = ids.filter((id) => {
      const value = kannada[id];
      if (value === undefined) return false; // reported above
      if (!value.trim()) return true;
      return value === EN_IN[id] && !SAME_IN_KANNADA.has(value);
    });
    expect(listing(bad), 'Kannada texts empty or the same as English').toBe('');
  });

  it('parses every message as ICU and uses the same arguments as English', () => {
    const problems: string[] = [];
    for (const id of ids) {
      let english: Set<string>;
      try {
        english = argumentsOf(astOf(EN_IN[id], 'en-IN'));
      } catch (error) {
        problems.push(`en-IN ${id}: ${(error as Error).message}`);
        continue;
      }
      const value = kannada[id];
      if (value === undefined) continue;
      try {
        const own = argumentsOf(astOf(value, 'kn-IN'));
        for (const extra of KANNADA_ONLY_ARGUMENTS) if (english.has('parent:argument')) own.delete(extra);
        const a = [...english].sort().join(', ');
        const b = [...own].sort().join(', ');
        if (a !== b) problems.push(`${fileOf(id)}  ${id}: English {${a}}, Kannada {${b}}`);
      } catch (error) {
        problems.push(`${fileOf(id)}  ${id}: ${(error as Error).message}`);
      }
    }
    expect(problems.join('\n')).toBe('');
  });
});

describe('Cancel and Undo in Kannada', () => {
  // ರದ್ದುಮಾಡಿ is both in many programs; here a dialog's Cancel and the deleted enrolment's Undo sit on one
  // screen, and the delete question promises the Undo button by its name
  const cancels = ids.filter((id) => EN_IN[id] === 'Cancel');
  const undo = KN_IN['records.undo'];

  it('are two different words', () => {
    expect(cancels.length).toBeGreaterThan(0);
    for (const id of cancels) expect(KN_IN[id], id).not.toBe(undo);
    for (const id of cancels) expect(undo, id).not.toContain(KN_IN[id]);
    expect(new Set(cancels.map((id) => KN_IN[id])).size, 'every Cancel is one word').toBe(1);
  });

  it('the delete question names the Undo button, not Cancel', () => {
    expect(KN_IN['records.deleteNamed']).toContain(`"${undo}"`);
    expect(KN_IN['records.deleteNamed']).not.toContain(KN_IN['shell.cancel']);
    expect(KN_IN['records.undoExpired']).not.toContain(KN_IN['shell.cancel']);
  });
});

describe('the English catalogue', () => {
  it('formats back to the text groups it was built from, byte for byte', () => {
    // a message of plain text and plain {arguments} formats to itself when each argument is given its own
    // name in braces: quotes, apostrophes and braces of the spec's texts survive the ICU syntax
    const changed: string[] = [];
    for (const id of ids) {
      const elements = astOf(EN_IN[id], 'en-IN');
      if (!elements.every((e) => e.type === LITERAL || e.type === ARGUMENT)) continue;
      const values = Object.fromEntries(elements.filter((e) => e.type === ARGUMENT).map((e) => [e.value, `{${e.value}}`]));
      const formatted = formatMessage(id, values);
      if (formatted !== EN_IN[id]) changed.push(`${id}: ${JSON.stringify(EN_IN[id])} → ${JSON.stringify(formatted)}`);
    }
    expect(changed.join('\n')).toBe('');
  });

  it('holds the spec texts under their ids', () => {
    expect(EN_IN['login.heading']).toBe('Login');
    expect(EN_IN['login.submit']).toBe('SIGN IN');
    expect(EN_IN['shell.logoutText']).toBe('You want to Logout!');
    expect(EN_IN['page.userProfile']).toBe('User Details');
    expect(formatMessage('layout.pageTitle', { title: 'User Details' })).toBe('User Details · Beneficiary Portal');
  });
});
