import {
  IconBuildingCommunity,
  IconCash,
  IconChecklist,
  IconCircleDot,
  IconFileAnalytics,
  IconHeadset,
  IconId,
  IconLayoutDashboard,
  IconLock,
  IconSettings,
  IconTool,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

/** One icon per menu action the server may send (spec §1 menu keys, plus org). */
const ICONS = {
  dashboard: IconLayoutDashboard,
  beneficiary: IconUsers,
  org: IconBuildingCommunity,
  hrportal: IconId,
  myteam: IconUsersGroup,
  financeapproval: IconChecklist,
  financepanel: IconCash,
  operations: IconTool,
  config: IconSettings,
  permission: IconLock,
  contactus: IconHeadset,
  summary: IconFileAnalytics,
} as const;

export function MenuIcon({ action }: { action: string }) {
  const Icon = ICONS[action as keyof typeof ICONS] ?? IconCircleDot;
  return <Icon size={22} stroke={1.6} aria-hidden />;
}
