import type { MessageId } from '@portal/contract/i18n/en-IN';
import { isMessageId, serverNameOfEnglish, text } from '../../../lib/i18n/text.ts';

/** A role's name in the language shown: the seeded roles have Kannada names, an office's own show as typed. */
export const roleName = (name: string) => serverNameOfEnglish('profile.roleNames.', name);

/** A menu entry's name in the language shown (the seeded ones by their English name). */
export const menuName = (name: string) => serverNameOfEnglish('layout.menuNames.', name);

/** A permission's label: the screen's name for a known one, `*` as everything, any other as stored. */
export function permissionLabel(name: string): string {
  if (name === '*') return text('staffAdmin.everything');
  const id = `staffAdmin.permission.${name}`;
  return isMessageId(id) ? text(id as MessageId) : text('staffAdmin.otherPermission', { name });
}
