import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { LAYOUT_TEXT } from '@portal/contract/layout-text';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { TEAM_TEXT } from '@portal/contract/team-text';
import { expectAccessible, expectAccessibleAtBothSizes } from '../support/accessibility.ts';
import { createBeneficiary } from '../support/beneficiaries.ts';
import { type Credentials, createUserWithCli, expect, isPhone, mainMenu, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';
import { untilLoadGivesUp } from '../support/network.ts';

// A manager's team: the staff who report to them (set on the command line, as an administrator does),
// what each has done, and a figure that opens the list of exactly those people.

const ROOT = path.resolve(import.meta.dirname, '../..');
function reportsTo(member: Credentials, manager: Credentials) {
  execFileSync(
    process.execPath,
    ['apps/server/dist/cli.js', 'user', 'set', '--email', member.email, '--manager', manager.email],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'pipe',
    },
  );
}

test('My Team: the staff who report to the manager, and their registrations opening the list', async ({ page }) => {
  const manager = createUserWithCli('Programme Manager', 'Team Manager');
  const member = createUserWithCli('Field Facilitator', 'Team Member');
  reportsTo(member, manager);
  const { token } = await signInQuickly(page, member);
  await createBeneficiary(page.request, token);
  await createBeneficiary(page.request, token);
  await page.context().clearCookies();

  const other = await page.context().newPage();
  await signInQuickly(other, manager);
  await other.goto('/beneficiary');
  await mainMenu(other);
  await other.getByRole('link', { name: LAYOUT_TEXT.menuNames.myteam }).click();
  await expect(other).toHaveURL(/\/myteam$/);
  const row = other.getByTestId('team-table').getByRole(isPhone(other) ? 'group' : 'row', { name: /Team Member/ });
  await expect(row).toBeVisible();
  await expectAccessible(other, isPhone(other) ? 'team-phone' : 'team');
  const inAll = row.getByRole('link', { name: /Team Member's 2 registrations/ }).last();
  await inAll.click();
  await expect(other).toHaveURL(/\/beneficiary\?all=true&created_by=\d+&status=all/);
  await expect(other.getByTestId('list-total')).toContainText('2');
});

test('My Team in Kannada, at both sizes, and empty for a manager nobody reports to', { tag: '@desktop' }, async ({ page }) => {
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, createUserWithCli('Programme Manager', 'Lonely Manager'));
  await page.goto('/myteam');
  await expect(page.getByRole('heading', { name: kannada('team.title'), level: 2 })).toBeVisible();
  await expect(page.getByText(kannada('team.nobody'))).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'team');
});

test('My Team that fails to load says so with a Retry, and loads on Retry', { tag: '@desktop' }, async ({ page }) => {
  await page.clock.install();
  await signInQuickly(page, createUserWithCli('Programme Manager', 'Unlucky Manager'));
  await page.route('**/api/v1/team', (route) => route.abort('failed'));
  await page.goto('/myteam');
  await untilLoadGivesUp(page, page.getByText(TEAM_TEXT.failed));
  await expect(page.getByText(TEAM_TEXT.nobody)).toHaveCount(0);
  await page.unroute('**/api/v1/team');
  await page.getByRole('button', { name: NETWORK_TEXT.retry }).click();
  await expect(page.getByText(TEAM_TEXT.nobody)).toBeVisible();
});
