import { Title } from '@mantine/core';
import { PAGE_TITLES } from '@portal/contract/messages';
import { usePageTitle } from '../../../lib/page-title.tsx';

export function BeneficiaryListPage() {
  usePageTitle(PAGE_TITLES.beneficiaries);
  return <Title order={2}>{PAGE_TITLES.beneficiaries}</Title>;
}
