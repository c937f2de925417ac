import { Button } from '@mantine/core';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';

/** A form's Cancel and Save; Save reads Saving... and waits while the entry is on its way. */
export function SaveCancelButtons({ sending, onCancel }: { sending: boolean; onCancel: () => void }) {
  const { t } = useBeneficiaryText();
  return (
    <>
      <Button variant="default" onClick={onCancel}>
        {t('beneficiary.cancel')}
      </Button>
      <Button type="submit" disabled={sending}>
        {sending ? t('beneficiary.saving') : t('beneficiary.save')}
      </Button>
    </>
  );
}
