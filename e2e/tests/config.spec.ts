import type { Page } from '@playwright/test';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { CONFIG_TEXT as C } from '@portal/contract/config-text';
import { LAYOUT_TEXT } from '@portal/contract/layout-text';
import { DETAIL_TEXT as D, PROGRAM_RULES } from '@portal/contract/messages';
import { expectAccessible, expectAccessibleAtBothSizes } from '../support/accessibility.ts';
import { choose, createBeneficiary, field, uniqueFirstName } from '../support/beneficiaries.ts';
import { createUserWithCli, expect, isPhone, mainMenu, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';
import { untilLoadGivesUp } from '../support/network.ts';

/** The look-up lists that scroll sideways in their card, or overflow it: on a phone each value must fit its line. */
const listsWiderThanTheirCards = (page: Page) =>
  page.locator('[data-testid^="lookup-"]').evaluateAll((cards) =>
    cards
      .filter((card) =>
        [card, ...card.querySelectorAll('*')].some((element) => {
          const sideways = element === card || ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
          return sideways && element.scrollWidth > element.clientWidth + 1;
        }),
      )
      .map((card) => card.getAttribute('data-testid')),
  );

// Programmes and look-ups: an administrator adds a programme and a sub-programme that is the mutual
// fund; the Add Program form offers it at once, by its name, and asks the fund's fields. (New rows
// only: the seeded programmes stay as the other tests know them.)

test('a programme and a mutual-fund sub-programme added, then offered and asked as such by Add Program', {
  tag: '@desktop',
}, async ({ page }) => {
  const stamp = Date.now() % 1_000_000;
  const programme = `Savings Drive ${stamp}`;
  const sub = `Gold Fund ${stamp}`;
  const { token } = await signInQuickly(page);
  await page.goto('/beneficiary');
  await mainMenu(page);
  await page.getByRole('link', { name: LAYOUT_TEXT.menuNames.config }).click();
  await expect(page).toHaveURL(/\/config$/);
  await expect(page.getByTestId('programme-1')).toContainText('Mutual Fund');
  await expectAccessible(page, 'config');

  await page.getByRole('button', { name: C.addProgramme }).click();
  let dialog = page.getByRole('dialog', { name: C.programmeTitle });
  await dialog.getByLabel(C.name).fill(programme);
  await dialog.getByLabel(C.nameKn).fill(`ಉಳಿತಾಯ ${stamp}`);
  await dialog.getByRole('button', { name: C.save }).click();
  const card = page.locator('[data-testid^="programme-"]').filter({ hasText: programme });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: C.addSubProgramme }).click();
  dialog = page.getByRole('dialog', { name: C.subProgrammeTitle.replace('{programme}', programme) });
  await dialog.getByLabel(C.name).fill(sub);
  await dialog.getByRole('checkbox', { name: C.isMutualFund }).check();
  await expectAccessible(page, 'config-sub-programme');
  await dialog.getByRole('button', { name: C.save }).click();
  await expect(card.getByRole('row', { name: new RegExp(sub) })).toContainText(C.mutualFundBadge);

  // the history says so
  await page.getByRole('tab', { name: C.historyTab }).click();
  await expect(page.getByTestId('admin-history')).toContainText(`added ${sub} to Sub-programmes`);

  // a person's Add Program offers it, and asks the fund's fields
  const id = await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Config') });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await page.getByRole('button', { name: D.addProgram }).click();
  const modal = page.getByRole('dialog', { name: D.modalTitle });
  await choose(page, 'Program', programme);
  await choose(page, 'Sub Program', sub);
  await expect(field(modal, 'MF Provider')).toBeVisible();
  await field(page, 'Enrollment Date').fill('2025-03-01');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(PROGRAM_RULES.investedAmount).first()).toBeVisible();
});

test('Programmes and look-ups in Kannada, at both sizes: the Kannada names', { tag: '@desktop' }, async ({ page }) => {
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, createUserWithCli('Administrator', 'Config Kannada'));
  await page.goto('/config');
  await expect(page.getByRole('heading', { name: kannada('config.title'), level: 2 })).toBeVisible();
  await expect(page.getByTestId('programme-1')).toContainText(kannada('subProgram.1'));
  await expectAccessibleAtBothSizes(page, 'config-kn');
});

test('a role without config gets no Programmes and look-ups', { tag: '@desktop' }, async ({ page }) => {
  await signInQuickly(page, createUserWithCli('Programme Manager', 'No Config'));
  const denied: string[] = [];
  page.on('console', (message) => denied.push(message.text()));
  await page.goto('/config');
  await expect(page.getByRole('heading', { name: C.title, level: 2 })).toHaveCount(0);
  await expect.poll(() => denied.some((line) => line.includes('Access Denied'))).toBe(true);
});

test('a value added to a look-up list is offered by the forms at once, and its Kannada name on Kannada screens', {
  tag: '@desktop',
}, async ({ page }) => {
  const stamp = Date.now() % 1_000_000;
  const channel = `Radio ${stamp}`;
  const { token } = await signInQuickly(page);
  await page.goto('/config?tab=lookups');
  const list = page.getByTestId('lookup-outreachChannel');
  await list.getByRole('button', { name: C.addValue }).click();
  const dialog = page.getByRole('dialog', { name: C.valueTitle.replace('{list}', C.list.outreachChannel) });
  await dialog.getByLabel(C.name).fill(channel);
  await dialog.getByLabel(C.nameKn).fill(`ರೇಡಿಯೋ ${stamp}`);
  await dialog.getByRole('button', { name: C.save }).click();
  await expect(list.getByRole('listitem').filter({ hasText: channel })).toBeVisible();
  await expectAccessible(page, 'config-lookups');

  const id = await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Lookup') });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await page.getByRole('button', { name: D.addProgram }).click();
  await expect(page.getByRole('dialog', { name: D.modalTitle })).toBeVisible();
  await choose(page, 'Outreach Channel', channel);
  await expect(field(page, 'Outreach Channel')).toHaveValue(channel);
});

test('Programmes and look-ups on a phone: the programmes as cards, the lists, a value changed in its dialog', async ({
  page,
}) => {
  await signInQuickly(page);
  await page.goto('/config');
  await expect(page.getByTestId('programme-1')).toContainText('Mutual Fund');
  await expectAccessible(page, isPhone(page) ? 'config-programmes-phone' : 'config-programmes');
  await page.getByRole('tab', { name: C.lookupsTab }).click();
  const channels = page.getByTestId('lookup-outreachChannel');
  await expect(channels).toContainText('Word of mouth');
  expect(await listsWiderThanTheirCards(page)).toEqual([]);
  await channels.getByRole('button', { name: `${C.change}: Word of mouth` }).click();
  const dialog = page.getByRole('dialog', { name: C.valueTitle.replace('{list}', C.list.outreachChannel) });
  await expect(dialog.getByLabel(C.name)).toHaveValue('Word of mouth');
  await expectAccessible(page, isPhone(page) ? 'config-value-phone' : 'config-value');
  await dialog.getByRole('button', { name: C.cancel }).click();
  await expect(dialog).toHaveCount(0);
});

test('Programmes and look-ups by keyboard alone: a tab, a change dialog, Escape', { tag: '@desktop' }, async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/config');
  await expect(page.getByTestId('programme-1')).toBeVisible();
  await page.getByRole('tab', { name: C.programmesTab }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: C.lookupsTab })).toHaveAttribute('aria-selected', 'true');
  const change = page.getByRole('button', { name: `${C.change}: Unemployed` });
  await expect(change).toBeVisible();
  for (let i = 0; i < 40 && !(await change.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(change).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: C.valueTitle.replace('{list}', C.list.occupation) });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(change).toBeFocused();
});

test('Programmes and look-ups in Kannada on the phone, and a failed load said with Retry', async ({ page }) => {
  await page.clock.install();
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, createUserWithCli('Administrator', 'Config Phone Kannada'));
  await page.route('**/api/v1/config/programmes', (route) => route.abort('failed'));
  await page.goto('/config');
  await untilLoadGivesUp(page, page.getByText(kannada('config.failed')));
  await expectAccessible(page, isPhone(page) ? 'config-failed-kn-phone' : 'config-failed-kn');
  await page.unroute('**/api/v1/config/programmes');
  await page.getByRole('button', { name: kannada('network.retry') }).click();
  await expect(page.getByTestId('programme-1')).toContainText(kannada('subProgram.1'));
  await expectAccessible(page, isPhone(page) ? 'config-kn-phone' : 'config-kn');
  await page.getByRole('tab', { name: kannada('config.lookupsTab') }).click();
  await expect(page.getByTestId('lookup-outreachChannel')).toBeVisible();
  expect(await listsWiderThanTheirCards(page)).toEqual([]);
  await expectAccessible(page, isPhone(page) ? 'config-lookups-kn-phone' : 'config-lookups-kn');
});
