import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBeneficiaryId, decodeEmployeeId, encodeBeneficiaryId, encodeEmployeeId } from './base64-id.ts';

describe('route ids (spec §2)', () => {
  it('encodes a beneficiary id in base64 once', () => {
    expect(encodeBeneficiaryId(42)).toBe(btoa('42'));
    expect(decodeBeneficiaryId(btoa('42'))).toBe(42);
  });

  it('encodes an employee id in base64 twice', () => {
    expect(encodeEmployeeId('EMP00001')).toBe(btoa(btoa('EMP00001')));
    expect(decodeEmployeeId(btoa(btoa('EMP00001')))).toBe('EMP00001');
  });

  it.each(['', 'not base64!', btoa('abc'), btoa('-1'), btoa('0'), btoa('99999999999'), btoa('1.5'), btoa(' 7')])(
    'refuses the beneficiary id %j',
    (encoded) => expect(decodeBeneficiaryId(encoded)).toBeNull(),
  );

  it('round-trips any positive id and never throws on any text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => decodeBeneficiaryId(encodeBeneficiaryId(id)) === id),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        decodeBeneficiaryId(text);
        decodeEmployeeId(text);
        return true;
      }),
    );
  });
});
