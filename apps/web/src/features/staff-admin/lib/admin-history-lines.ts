import type { AdminField, AdminHistoryEntry } from '@portal/contract/staff-admin';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { text } from '../../../lib/i18n/text.ts';
import { menuName, permissionLabel, roleName } from './admin-names.ts';

/** A list a change names (roles, permissions, menu entries), each name in the language shown. */
const LIST_NAMES: Partial<Record<AdminField, { split: RegExp; name: (value: string) => string }>> = {
  roles: { split: /, /, name: roleName },
  permissions: { split: /,/, name: permissionLabel },
  menus: { split: /, /, name: menuName },
};

const YES_NO_FIELDS: readonly AdminField[] = ['is_mutual_fund', 'skips_education', 'family_income_source', 'consent_required'];

function shown(field: AdminField, value: string | null): string {
  if (value === null || value === '') return text('staffAdmin.emptyValue');
  if (YES_NO_FIELDS.includes(field)) return text(value === 'true' ? 'staffAdmin.yes' : 'staffAdmin.no');
  const list = LIST_NAMES[field];
  return list ? value.split(list.split).map(list.name).join(', ') : value;
}

/** The notice's version or the settings, named in the language shown. */
const privacySubject = (name: string, id: number) =>
  name === 'notice' ? text('consent.noticeVersion', { version: id }) : text('privacy.settings');

/**
 * The sentences of one Administration history entry, as a person's History reads: one per changed
 * field for a change, one otherwise; the actor as named then, or the command line on the server.
 */
export function adminHistoryLines(entry: AdminHistoryEntry): string[] {
  const user = entry.user_name ?? text('staffAdmin.commandLine');
  const subject =
    entry.subject === 'role'
      ? roleName(entry.subject_name)
      : entry.subject === 'privacy'
        ? privacySubject(entry.subject_name, entry.subject_id)
        : entry.subject_name;
  const when = formatMoment(entry.occurred_at);
  const id = `staffAdmin.entry.${entry.action}` as const;
  // a programme, sub-programme or look-up value names its list
  const list = entry.subject === 'user' || entry.subject === 'role' ? '' : text(`config.list.${entry.subject}`);
  if (entry.action !== 'userUpdated' && entry.action !== 'roleUpdated' && entry.action !== 'configUpdated')
    return [text(id, { user, subject, when, list })];
  return entry.changes.map((change) =>
    text(id, {
      user,
      subject,
      when,
      list,
      field: text(`staffAdmin.field.${change.field}`),
      from: shown(change.field, change.from),
      to: shown(change.field, change.to),
    }),
  );
}
