import { EN_IN } from '@portal/contract/i18n/en-IN';
import { formatMessage } from '@portal/contract/i18n/format';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import type { UploadReport } from '@portal/contract/org-upload';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { setCurrentLanguage } from '../../../lib/i18n/text.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { UploadReportView } from './upload-report.tsx';

// the people a beneficiary upload stored with no consent recorded (decision 038), in either language

const notRecorded = {
  row: 4,
  reason: EN_IN['uploadReason.consentNotRecorded'],
  reasons: [{ reasonId: 'uploadReason.consentNotRecorded' as const }],
};
const report: UploadReport = { created: 3, skipped: 1, withoutConsent: 2, rejected: [notRecorded] };
const show = (shown: UploadReport, dryRun = false) =>
  renderScreen(
    <UploadReportView report={shown} dryRun={dryRun} hidden={{ count: 0, skipped: false }} onDownloadRejected={() => {}} />,
  );
const count = () => page.getByTestId('upload-without-consent');

describe('the upload report', () => {
  afterEach(() => setCurrentLanguage('en-IN', EN_IN));

  it('says how many people were stored without consent, or would be on a check', async () => {
    await show(report);
    await expect.element(count()).toHaveTextContent(`${formatMessage('upload.report.withoutConsent', { dryRun: 'no' })}: 2`);
    await expect.element(page.getByRole('table')).toHaveTextContent(EN_IN['uploadReason.consentNotRecorded']);
  });

  it('says it on a check as what would be stored', async () => {
    await show(report, true);
    await expect.element(count()).toHaveTextContent(`${formatMessage('upload.report.withoutConsent', { dryRun: 'yes' })}: 2`);
  });

  it('says nothing of consent for an upload that does not count it (villages, or one recorded before)', async () => {
    await show({ created: 3, skipped: 1, rejected: [] });
    await expect.element(page.getByTestId('upload-report')).toBeVisible();
    await expect.element(count()).not.toBeInTheDocument();
  });

  it('says it in Kannada, with the reason of a row without consent', async () => {
    setCurrentLanguage('kn-IN', KN_IN);
    await show(report);
    const kannada = formatMessage('upload.report.withoutConsent', { dryRun: 'no' }, 'kn-IN', KN_IN);
    await expect.element(count()).toHaveTextContent(`${kannada}: 2`);
    await expect.element(page.getByRole('table')).toHaveTextContent(KN_IN['uploadReason.consentNotRecorded']);
  });
});
