import { Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.tsx';

export function BeneficiaryDetailPage() {
  usePageTitle('Beneficiary');
  return <Title order={2}>Beneficiary</Title>;
}
