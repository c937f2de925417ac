import { describe, expect, it } from 'vitest';
import { searchDigits } from './search-digits.ts';

describe('searchDigits', () => {
  it.each([
    ['8826909502', '8826909502'],
    ['88269 09502', '8826909502'],
    ['88269-09502', '8826909502'],
    ['882 690 9502', '8826909502'],
    ['+91 8826909502', '8826909502'],
    ['+91 88269 09502', '8826909502'],
    ['+91-88269-09502', '8826909502'],
    ['+918826909502', '8826909502'],
    ['0091 88269 09502', '8826909502'],
    ['918826909502', '8826909502'],
    ['08826909502', '8826909502'],
    ['(0) 88269 09502', '8826909502'],
    ['  98450 12345 ', '9845012345'],
  ])('reads %j as the mobile number %s', (text, digits) => {
    expect(searchDigits(text)).toBe(digits);
  });

  it.each([
    // typed on the way to a whole number: the part after "+91" is searched
    ['+91 88', '88'],
    ['+91', ''],
    ['+9', '9'],
    // a prefix that may be part of what is searched stays: an Aadhaar last 4, a part of a number
    ['0912', '0912'],
    ['91234', '91234'],
    ['088269', '088269'],
    ['9123456789', '9123456789'],
    ['5770 01', '577001'],
  ])('reads %j as %j', (text, digits) => {
    expect(searchDigits(text)).toBe(digits);
  });

  it.each(['yashoda', 'ravi 6071', '50%_off', '-', '+', '()', '9845a', 'ಯಶೋದಾ', '೯೮೪೫'])('%j is not a number', (text) => {
    expect(searchDigits(text)).toBeUndefined();
  });
});
