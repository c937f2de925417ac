import { Title } from '@mantine/core';
import { PAGE_TITLES } from '@portal/contract/messages';
import { usePageTitle } from '../../../lib/page-title.tsx';

export function OrgPage() {
  usePageTitle(PAGE_TITLES.organization);
  return <Title order={2}>{PAGE_TITLES.organization}</Title>;
}
