import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { LEAVING_TEXT as L } from '@portal/contract/leaving-text';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { PRIVACY_TEXT as P } from '@portal/contract/privacy-text';
import { expectAccessible } from '../support/accessibility.ts';
import { choose, createBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { createUserWithCli, expect, isPhone, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';

// A person withdraws consent: their page says so and offers no change; then an administrator erases
// their data, and the page keeps only what the figures count.

test('a withdrawal of consent is recorded, then the person’s data is erased', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Leaving');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await page.getByRole('button', { name: L.withdraw }).click();
  const withdraw = page.getByRole('dialog', { name: L.withdrawTitle.replace('{name}', `${name} Hegde`) });
  await expect(withdraw).toContainText('90 days');
  await withdraw.getByRole('button', { name: L.withdrawSave }).click();
  await expect(withdraw.getByText('Choose how the request came')).toBeVisible();
  await choose(page, P.channel, P.channels.phone);
  await expectAccessible(page, isPhone(page) ? 'withdraw-phone' : 'withdraw');
  await withdraw.getByRole('button', { name: L.withdrawSave }).click();
  await expect(withdraw).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Consent withdrawn on' })).toContainText(P.channels.phone);
  // nothing on the page offers a change any more
  await expect(page.getByRole('button', { name: L.withdraw })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ADD Program' })).toHaveCount(0);

  await page.getByRole('button', { name: L.erase }).click();
  const erase = page.getByRole('dialog', { name: L.eraseTitle.replace('{name}', `${name} Hegde`) });
  await expect(erase.getByRole('button', { name: L.eraseSave })).toBeDisabled();
  await choose(page, L.reason, L.reasons.withdrawn);
  await erase.getByRole('checkbox', { name: L.eraseConfirm }).check();
  await expectAccessible(page, isPhone(page) ? 'erase-phone' : 'erase');
  await erase.getByRole('button', { name: L.eraseSave }).click();
  await expect(erase).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: L.erasedName })).toContainText(L.reasons.withdrawn);
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: L.erase })).toHaveCount(0);
  await expectAccessible(page, isPhone(page) ? 'erased-phone' : 'erased');
});

test('a withdrawal sent offline is held and sent once the connection returns', { tag: '@desktop' }, async ({ page }) => {
  const { token } = await signInQuickly(page);
  const id = await createBeneficiary(page.request, token);
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await page.getByRole('button', { name: L.withdraw }).click();
  const withdraw = page.getByRole('dialog');
  await choose(page, P.channel, P.channels.letter);
  await page.context().setOffline(true);
  await withdraw.getByRole('button', { name: L.withdrawSave }).click();
  await expect(withdraw.getByText(NETWORK_TEXT.saveOffline)).toBeVisible();
  await expectAccessible(page, 'withdraw-offline');
  await page.context().setOffline(false);
  await expect(withdraw).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Consent withdrawn on' })).toContainText(P.channels.letter);
});

test('in Kannada', { tag: '@desktop' }, async ({ page }) => {
  // an administrator of its own: Kannada saved to a profile must not reach the English specs' one
  const admin = createUserWithCli('Administrator', 'Kannada Leaving');
  await chooseLanguage(page, 'kn-IN');
  const { token } = await signInQuickly(page, admin);
  const id = await createBeneficiary(page.request, token);
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await page.getByRole('button', { name: kannada('leaving.erase') }).click();
  const erase = page.getByRole('dialog');
  await expect(erase).toContainText(kannada('leaving.eraseHint'));
  await expect(erase.getByRole('checkbox', { name: kannada('leaving.eraseConfirm') })).toBeVisible();
  await expectAccessible(page, 'erase-kannada');
  await choose(page, kannada('leaving.reason'), kannada('leaving.reasons.request'));
  await erase.getByRole('checkbox', { name: kannada('leaving.eraseConfirm') }).check();
  await erase.getByRole('button', { name: kannada('leaving.eraseSave') }).click();
  await expect(erase).toBeHidden();
  // the erased page and its tab in the language shown
  await expect(page.getByRole('alert').filter({ hasText: kannada('leaving.erasedName') })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(kannada('leaving.erasedName')));
  await expectAccessible(page, 'erased-kannada');
});
