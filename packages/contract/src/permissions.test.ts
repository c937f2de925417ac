import { describe, expect, it } from 'vitest';
import { allowsPath, allowsPermission, PERMISSIONS, permissionPaths } from './permissions.ts';

describe('route guard permissions (spec §6)', () => {
  it('trims each name and prefixes it with a slash', () => {
    expect([...permissionPaths([' beneficiary , org'])]).toEqual(['/beneficiary', '/org']);
  });

  it('lets the wildcard open every path', () => {
    expect(allowsPath(['*'], '/org')).toBe(true);
    expect(allowsPermission(['beneficiary', '*'], 'userprofile')).toBe(true);
  });

  it('opens only the listed paths otherwise', () => {
    expect(allowsPath(['beneficiary'], '/beneficiary')).toBe(true);
    expect(allowsPath(['beneficiary'], '/org')).toBe(false);
    expect(allowsPath([], '/beneficiary')).toBe(false);
    expect(allowsPath(['beneficiaryx'], '/beneficiary')).toBe(false);
  });

  it('grants enrolment-admin only when listed or through the wildcard', () => {
    expect(allowsPermission(['beneficiary'], PERMISSIONS.enrolmentAdmin)).toBe(false);
    expect(allowsPermission(['beneficiary, enrolment-admin'], PERMISSIONS.enrolmentAdmin)).toBe(true);
    expect(allowsPermission(['*'], PERMISSIONS.enrolmentAdmin)).toBe(true);
  });
});
