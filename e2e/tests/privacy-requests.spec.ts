import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { PRIVACY_TEXT as P } from '@portal/contract/privacy-text';
import { expectAccessible, expectAccessibleAtBothSizes } from '../support/accessibility.ts';
import { choose, createBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { createUserWithCli, expect, isPhone, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';

// A person's request under the law: logged on their page, seen on the office's list with the day it
// must be answered by, and closed there with its outcome.

test('a request is logged on the person’s page, listed for the office, and closed', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Request');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  const section = page.getByRole('region', { name: P.requests });
  await expect(section.getByText(P.noRequests)).toBeVisible();
  await section.getByRole('button', { name: P.logRequest }).click();
  const dialog = page.getByRole('dialog', { name: P.logTitle.replace('{name}', `${name} Hegde`) });
  await dialog.getByRole('button', { name: P.save }).click();
  await expect(dialog.getByText('Choose what the person asks')).toBeVisible();
  await choose(page, P.kind, P.kinds.erasure);
  await choose(page, P.channel, P.channels.letter);
  await expectAccessible(page, isPhone(page) ? 'log-request-phone' : 'log-request');
  await dialog.getByRole('button', { name: P.save }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('person-requests')).toContainText(P.kinds.erasure);

  await page.goto('/config?tab=privacy');
  const office = page.getByRole('region', { name: P.officeRequests });
  const row = office.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(P.kinds.erasure);
  await expectAccessible(page, isPhone(page) ? 'office-requests-phone' : 'office-requests');
  await row.getByRole('button', { name: P.close }).click();
  await page.getByRole('menuitem', { name: P.closeAs.replace('{outcome}', P.outcomes.fulfilled) }).click();
  await expect(office.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await office.getByText(P.statuses.closed, { exact: true }).click();
  await expect(office.getByRole('row', { name: new RegExp(name) })).toContainText(P.outcomes.fulfilled);
});

test('the Data protection tab in Kannada, at both sizes', { tag: '@desktop' }, async ({ page }) => {
  // an administrator of its own: Kannada saved to a profile must not reach the English specs' one
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, createUserWithCli('Administrator', 'Kannada Data Protection'));
  await page.goto('/config?tab=privacy');
  await expect(page.getByRole('region', { name: kannada('privacy.officeRequests') })).toBeVisible();
  await expect(page.getByLabel(kannada('leaving.keepDays'))).toHaveValue('90');
  await expect(page.getByText(kannada('privacy.consentRequired'))).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'data-protection');
});
