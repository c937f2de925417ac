import { Title } from '@mantine/core';
import { PAGE_TITLES } from '@portal/contract/messages';
import { usePageTitle } from '../../../lib/page-title.tsx';

export function UserProfilePage() {
  usePageTitle(PAGE_TITLES.userProfile);
  return <Title order={2}>{PAGE_TITLES.userProfile}</Title>;
}
