import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, csvText, formulaSafe } from './export-format.ts';
import { parseCsv } from './export-test-files.ts';

describe('the formula guard', () => {
  it.each([
    ['Ravi Kumar', 'Ravi Kumar'],
    ["O'Brien; House 4, Main Road", "O'Brien; House 4, Main Road"],
    ['=1+2', "'=1+2"],
    ['-Near temple', "'-Near temple"],
    ['@SUM(1)', "'@SUM(1)"],
    ['a;=1+2', "a;'=1+2"],
    ['a;+1;-1;@A1', "a;'+1;'-1;'@A1"],
    ['line\n=1+2', "line\n'=1+2"],
    ['crlf\r\n-x', "crlf\r\n'-x"],
    ['tab\t=1', "tab\t'=1"],
    ['\t\t=1', "'\t'\t'=1"],
    // the file's own separator: the field is quoted, and a quote that starts a field is always seen
    ['x,=1+2', 'x,=1+2'],
  ])('writes %j as %j', (text, safe) => expect(formulaSafe(text)).toBe(safe));
});

describe('a CSV text cell', () => {
  it.each([
    ['a;=1+2', `"a;'=1+2"`],
    ['x,=HYPERLINK("http://example.org","click")', '"x,=HYPERLINK(""http://example.org"",""click"")"'],
    ['"quoted"', '"""quoted"""'],
    ['line\n=1+2', `"line\n'=1+2"`],
    ['cr\r=1+2', `"cr\r'=1+2"`],
    ['tab\t=1', `"tab\t'=1"`],
  ])('%j is quoted, its quotes doubled', (text, field) => expect(csvText(text)).toBe(field));

  it.each([
    ['Ravi Kumar', 'Ravi Kumar'],
    ["O'Brien", "O'Brien"],
    ['=1+2', "'=1+2"],
    ['@SUM(1)', "'@SUM(1)"],
  ])('%j is not quoted', (text, field) => expect(csvText(text)).toBe(field));

  it('leaves numbers and empty cells unquoted', () => {
    expect(csvLine([12, 1500.5, -3, null, 'a;b'])).toBe('12,1500.5,-3,,"a;b"\r\n');
  });

  it('reads back as the formula-safe text, whatever the text', () => {
    // the characters that matter here, so that they meet often
    const unit = fc.constantFrom('a', 'ರ', ' ', "'", '"', ',', ';', '\t', '\r', '\n', '=', '+', '-', '@');
    fc.assert(
      fc.property(fc.array(fc.string({ unit, maxLength: 12 }), { minLength: 1, maxLength: 5 }), (cells) => {
        expect(parseCsv(csvLine(cells))).toEqual([cells.map(formulaSafe)]);
      }),
    );
  });
});
