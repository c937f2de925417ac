import { EN_IN } from '@portal/contract/i18n/en-IN';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import type { AdminHistoryEntry } from '@portal/contract/staff-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { setCurrentLanguage } from '../../../lib/i18n/text.ts';
import { adminHistoryLines } from './admin-history-lines.ts';

const AT = '2026-11-29T04:30:00.000Z';

const entry = (fields: Partial<AdminHistoryEntry>): AdminHistoryEntry => ({
  admin_event_id: 1,
  subject: 'user',
  subject_id: 5,
  subject_name: 'Ravi',
  action: 'userCreated',
  changes: [],
  user_name: 'Asha',
  occurred_at: AT,
  ...fields,
});

describe('the Administration history in sentences', () => {
  afterEach(() => setCurrentLanguage('en-IN', EN_IN));

  it('says one sentence a changed field, naming roles, permissions and menu entries, and the command line', () => {
    setCurrentLanguage('en-IN', EN_IN);
    const changed = entry({
      subject: 'role',
      subject_name: 'District Lead',
      action: 'roleUpdated',
      changes: [
        { field: 'permissions', from: 'beneficiary', to: 'beneficiary,dashboard,hrportal' },
        { field: 'menus', from: '', to: 'Dashboard, Beneficiary' },
      ],
    });
    expect(adminHistoryLines(changed)).toEqual([
      `Asha changed the permissions of the role District Lead from Beneficiary list and records to Beneficiary list and records, Dashboard, hrportal (not known to this portal) on ${formatMoment(AT)}`,
      `Asha changed the menu entries of the role District Lead from (empty) to Dashboard, Beneficiary on ${formatMoment(AT)}`,
    ]);
    expect(adminHistoryLines(entry({ user_name: null }))).toEqual([
      `The command line on the server added Ravi on ${formatMoment(AT)}`,
    ]);
  });

  it('reads in Kannada, the seeded roles and menu entries by their Kannada names', () => {
    setCurrentLanguage('kn-IN', KN_IN);
    const [line] = adminHistoryLines(
      entry({
        action: 'userUpdated',
        changes: [{ field: 'roles', from: 'Field Facilitator', to: 'Administrator, Cluster Lead' }],
      }),
    );
    expect(line).toContain(KN_IN['profile.roleNames.fieldFacilitator']);
    expect(line).toContain(`${KN_IN['profile.roleNames.administrator']}, Cluster Lead`);
    expect(line).toContain(KN_IN['staffAdmin.field.roles']);
    expect(line).not.toMatch(/changed|Field Facilitator/);
  });
});
