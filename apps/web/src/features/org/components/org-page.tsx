import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PAGE_TITLES } from '@portal/contract/messages';
import { UPLOAD_TEXT } from '@portal/contract/org-upload';
import { IconUpload } from '@tabler/icons-react';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { BeneficiaryUploadDialog } from './beneficiary-upload-dialog.tsx';
import { VillageUploadDialog } from './village-upload-dialog.tsx';

/** Spec §2 Organization page: a title and the two upload buttons. */
export function OrgPage() {
  usePageTitle(PAGE_TITLES.organization);
  const [beneficiaryOpened, beneficiaryDialog] = useDisclosure(false);
  const [villagesOpened, villagesDialog] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" mb="xs">
        {PAGE_TITLES.organization}
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        {UPLOAD_TEXT.intro}
      </Text>
      <Group>
        <Button leftSection={<IconUpload size={16} />} onClick={beneficiaryDialog.open}>
          {UPLOAD_TEXT.uploadBeneficiary}
        </Button>
        <Button leftSection={<IconUpload size={16} />} variant="light" onClick={villagesDialog.open}>
          {UPLOAD_TEXT.uploadVillages}
        </Button>
      </Group>
      <BeneficiaryUploadDialog opened={beneficiaryOpened} onClose={beneficiaryDialog.close} />
      <VillageUploadDialog opened={villagesOpened} onClose={villagesDialog.close} />
    </Paper>
  );
}
