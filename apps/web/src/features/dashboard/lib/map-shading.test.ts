import { describe, expect, it } from 'vitest';
import { figureOf, shadeOf, shadeRanges } from './map-shading.ts';

const row = (people: number, enrolments: number, completed: number) => ({ id: 1, name: 'X', people, enrolments, completed });

describe('the map shading', () => {
  it('reads people, enrolments or the completed share (none without enrolments)', () => {
    expect(figureOf(row(7, 4, 1), 'people')).toBe(7);
    expect(figureOf(row(7, 4, 1), 'enrolments')).toBe(4);
    expect(figureOf(row(7, 3, 2), 'completion')).toBe(67);
    expect(figureOf(row(7, 0, 0), 'completion')).toBeNull();
  });

  it('splits 0 to the highest value into five ranges of whole numbers that meet without a gap', () => {
    const ranges = shadeRanges([0, 12, 49, 3, null]);
    expect(ranges).toEqual([
      { from: 0, to: 9 },
      { from: 10, to: 19 },
      { from: 20, to: 29 },
      { from: 30, to: 39 },
      { from: 40, to: 49 },
    ]);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i].from).toBe(ranges[i - 1].to + 1);
  });

  it('gives the highest value the darkest shade and 0 the lightest, whatever the spread', () => {
    for (const values of [[1], [2, 0], [3, 1, 0], [100], [1_23_45_678, 5], [7, 7]]) {
      const ranges = shadeRanges(values);
      expect(shadeOf(Math.max(...values), ranges), String(values)).toBe(ranges.length - 1);
      expect(shadeOf(0, ranges)).toBe(0);
      expect(ranges.at(-1)?.to).toBe(Math.max(...values));
      for (const r of ranges) expect(r.from).toBeLessThanOrEqual(r.to);
    }
  });

  it('has no shade for no value, and no ranges when nothing is above 0', () => {
    expect(shadeRanges([0, 0, null])).toEqual([]);
    expect(shadeOf(null, shadeRanges([4]))).toBeNull();
    expect(shadeOf(3, [])).toBeNull();
  });
});
