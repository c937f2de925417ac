import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { BeneficiaryUploadDialog } from './beneficiary-upload-dialog.tsx';
import { UploadsHistory } from './uploads-history.tsx';
import { VillageUploadDialog } from './village-upload-dialog.tsx';

/** Spec §2 Organization page: a title and the two upload buttons; below them the history of uploads. */
export function OrgPage() {
  const t = useText();
  usePageTitle(t('page.organization'));
  const [beneficiaryOpened, beneficiaryDialog] = useDisclosure(false);
  const [villagesOpened, villagesDialog] = useDisclosure(false);
  return (
    <>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h3" mb="xs">
          {t('page.organization')}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {t('upload.intro')}
        </Text>
        <Group>
          <Button leftSection={<IconUpload size={16} />} onClick={beneficiaryDialog.open}>
            {t('upload.uploadBeneficiary')}
          </Button>
          <Button leftSection={<IconUpload size={16} />} variant="light" onClick={villagesDialog.open}>
            {t('upload.uploadVillages')}
          </Button>
        </Group>
        <BeneficiaryUploadDialog opened={beneficiaryOpened} onClose={beneficiaryDialog.close} />
        <VillageUploadDialog opened={villagesOpened} onClose={villagesDialog.close} />
      </Paper>
      <UploadsHistory />
    </>
  );
}
