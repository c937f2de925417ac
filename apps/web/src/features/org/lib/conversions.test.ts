import { describe, expect, it } from 'vitest';
import {
  dateText,
  digitsAsShown,
  educationStatusCode,
  enrollmentStatusCode,
  genderCode,
  holdsFullAadhaar,
  mobileText,
  mutualFundTypeCode,
  yesNoCode,
} from './conversions.ts';

describe('beneficiary upload conversions (spec §5)', () => {
  it('codes gender, yes/no and SIP/LUMPSUM, and sends anything else as typed for the server to explain', () => {
    expect([genderCode('Male'), genderCode(' FEMALE '), genderCode('other'), genderCode('')]).toEqual(['1', '2', 'other', '']);
    expect([yesNoCode('Yes'), yesNoCode('no'), yesNoCode(' maybe ')]).toEqual(['1', '0', 'maybe']);
    expect([mutualFundTypeCode('SIP'), mutualFundTypeCode('Lumpsum'), mutualFundTypeCode('Monthly')]).toEqual([
      '1',
      '2',
      'Monthly',
    ]);
  });

  it('reads gender as offices write it: initials, any case, trailing spaces, Kannada', () => {
    for (const male of ['M', 'm', 'Male ', 'MALE', 'ಪುರುಷ']) expect(genderCode(male), male).toBe('1');
    for (const female of ['F', 'f', ' Female', 'ಮಹಿಳೆ']) expect(genderCode(female), female).toBe('2');
    expect(genderCode('X')).toBe('X');
  });

  it('reads pursuing with its misspellings, and completed', () => {
    for (const text of ['Pursuing', 'persuing', 'Pursing', 'PERSUING', 'pursueing'])
      expect(educationStatusCode(text), text).toBe('6');
    expect(educationStatusCode('Completed')).toBe('5');
    expect(educationStatusCode('In progress')).toBe('6');
    expect(educationStatusCode('dropped out')).toBe('dropped out');
  });

  it('makes enrolment status 5 only for completed', () => {
    expect([enrollmentStatusCode('Completed'), enrollmentStatusCode('in progress'), enrollmentStatusCode('')]).toEqual([
      '5',
      '4',
      '4',
    ]);
  });

  it('turns serial numbers and day/month/year text into year-month-day', () => {
    expect(dateText(45658)).toBe('2025-01-01');
    expect(dateText('45658')).toBe('2025-01-01');
    expect(dateText('15/08/1990')).toBe('1990-08-15');
    expect(dateText('5-3-24')).toBe('2024-03-05');
    expect(dateText('1990-8-5')).toBe('1990-08-05');
    expect(dateText('')).toBe('');
    expect(dateText('not a date')).toBe('not a date');
  });

  it('reads the date formats offices type, and leaves a day that does not exist as typed', () => {
    const today = '2026-11-23';
    expect(dateText('15-08-1988')).toBe('1988-08-15');
    expect(dateText('15.08.1987')).toBe('1987-08-15');
    expect(dateText('5/3/85', { past: true, today })).toBe('1985-03-05');
    expect(dateText('1/2/24', { today })).toBe('2024-02-01');
    expect(dateText('01/02/03', { past: true, today })).toBe('2003-02-01');
    expect(dateText('15-Aug-1990')).toBe('1990-08-15');
    expect(dateText('1986-08-15')).toBe('1986-08-15');
    // a two-digit year is 20yy, and 19yy for a date of birth that would otherwise lie ahead
    expect(dateText('05/03/85', { today })).toBe('2085-03-05');
    expect(dateText('05/03/85', { past: true, today })).toBe('1985-03-05');
    expect(dateText('23/11/26', { past: true, today })).toBe('2026-11-23');
    expect(dateText('24/11/26', { past: true, today })).toBe('1926-11-24');
    for (const wrong of ['15/13/1985', '31/02/1990', '29/02/2023', '00/01/2000', '1990-02-30', 'Five'])
      expect(dateText(wrong, { past: true, today }), wrong).toBe(wrong);
    expect(dateText('29/02/2024')).toBe('2024-02-29');
  });

  it('trims mobile numbers and drops spaces and the +91 code', () => {
    expect(mobileText(' 9845011122 ')).toBe('9845011122');
    expect(mobileText('+91 98450 11122')).toBe('9845011122');
    expect(mobileText('919845011122')).toBe('9845011122');
    expect(mobileText('12345')).toBe('12345');
  });

  it('sees a full Aadhaar number however it is written', () => {
    for (const value of [
      '234567890124',
      234567890124,
      '2345 6789 0124',
      '1234-5678-9012',
      '1234.5678.9012',
      '1234/5678/9012',
      'Aadhaar 234567890124',
      'Aadhaar No: 2345 6789 0124.',
      'UID-2345-6789-0124',
      '(2345) 6789 0124',
      'Aadhaar 2345 6789 0124, mobile 9845011122',
      '೨೩೪೫ ೬೭೮೯ ೦೧೨೪',
    ])
      expect(holdsFullAadhaar(value), String(value)).toBe(true);
  });

  it('leaves other numbers alone', () => {
    for (const value of ['1234', 'xxxx-xxxx-1234', '9845011122', '15/08/1990', 33000, '1234 5678 9012 3456', '560001', '', null])
      expect(holdsFullAadhaar(value), String(value)).toBe(false);
  });

  it('takes the digits a number cell shows where its format pads or groups them', () => {
    expect(digitsAsShown(123, '0123')).toBe('0123');
    expect(digitsAsShown(7, '0007')).toBe('0007');
    expect(digitsAsShown(0, '0000')).toBe('0000');
    expect(digitsAsShown(9845011122, '9,845,011,122')).toBe('9845011122');
    expect(digitsAsShown(9845011122, '98450 11122')).toBe('9845011122');
    expect(digitsAsShown(560001, '560 001')).toBe('560001');
    expect(digitsAsShown(234567890124, '2345-6789-0124')).toBe('234567890124');
  });

  it('leaves the value alone where the format shows something else', () => {
    for (const [value, shown] of [
      [123, '123.00'],
      [560001, '5.60E+05'],
      [9845011122, '+91 98450 11122'],
      [33000, '07/05/1990'],
      [12.5, '0013'],
      [-123, '-0123'],
      ['0123', '0123'],
      [123, undefined],
      [123, ''],
    ] as const)
      expect(digitsAsShown(value, shown), `${value} ${shown}`).toBeUndefined();
  });
});
