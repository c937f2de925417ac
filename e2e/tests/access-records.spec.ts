import { readFile } from 'node:fs/promises';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { PRIVACY_TEXT as P } from '@portal/contract/privacy-text';
import { STAFF_ADMIN_TEXT as T } from '@portal/contract/staff-admin-text';
import { expectAccessible } from '../support/accessibility.ts';
import { createBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { createUserWithCli, expect, isPhone, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';

// Who saw whom: a facilitator opens a person's page; an administrator sees it on that page and asks
// which people the facilitator saw, by district, and downloads it.

test('an administrator sees who looked at a person, and which people a member of staff saw', async ({ page, browser }) => {
  const facilitator = createUserWithCli('Field Facilitator', 'Reader Facilitator');
  const name = uniqueFirstName('Seen');
  const theirs = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const them = await theirs.newPage();
  const { token } = await signInQuickly(them, facilitator);
  const id = await createBeneficiary(them.request, token, { first_name: name });
  await them.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(them.getByTestId('page-title')).toHaveText(name);
  await expect(them.getByTestId('history')).toBeVisible();
  // not theirs to see
  await expect(them.getByRole('heading', { name: P.whoLooked })).toHaveCount(0);
  await theirs.close();

  await signInQuickly(page);
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  const section = page.getByRole('region', { name: P.whoLooked });
  const reads = section.getByTestId('person-reads');
  await expect(reads.getByRole('row', { name: new RegExp(`Reader Facilitator.*${P.readKind.details}`) })).toBeVisible();
  await expect(reads.getByRole('row', { name: new RegExp(`Reader Facilitator.*${P.readKind.history}`) })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page, isPhone(page) ? 'person-reads-phone' : 'person-reads');

  await page.goto('/permission');
  await page.getByLabel(T.search).fill(facilitator.email);
  await expect(page.getByTestId('staff-total')).toHaveText('1 member of staff');
  await page.getByRole('button', { name: T.actions.replace('{name}', 'Reader Facilitator') }).click();
  await page.getByRole('menuitem', { name: P.peopleSeen }).click();
  const dialog = page.getByRole('dialog', { name: P.peopleSeenTitle.replace('{name}', 'Reader Facilitator') });
  const seen = dialog.getByTestId('people-seen');
  await expect(seen).toContainText('1 person opened, 2 times in all.');
  await expect(seen).toContainText('No exports of the list.');
  await expect(seen.getByRole('row')).toHaveCount(2);
  await expectAccessible(page, isPhone(page) ? 'people-seen-phone' : 'people-seen');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: P.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^people-seen-.*\.csv$/);
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(text.trim().split(/\r?\n/)).toEqual([`${P.district},${P.viewed},${P.exported}`, expect.stringMatching(/^[^,]+,1,0$/)]);

  // days before the reads: nobody
  await dialog.getByLabel(P.from).fill('2025-01-01');
  await dialog.getByLabel(P.to).fill('2025-01-31');
  await dialog.getByRole('button', { name: P.show }).click();
  await expect(seen).toContainText(P.nothingSeen);
});

test('in Kannada', { tag: '@desktop' }, async ({ page }) => {
  // an administrator of its own: Kannada saved to a profile must not reach the English specs' one
  const reader = createUserWithCli('Administrator', 'Kannada Access Records');
  await chooseLanguage(page, 'kn-IN');
  const { token } = await signInQuickly(page, reader);
  const id = await createBeneficiary(page.request, token);
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  const section = page.getByRole('region', { name: kannada('privacy.whoLooked') });
  await expect(section.getByTestId('person-reads')).toContainText(kannada('privacy.readKind.details'));
  await expectAccessible(page, 'person-reads-kannada');
});
