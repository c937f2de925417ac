import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { CONFIG_TEXT } from '@portal/contract/config-text';
import { DETAIL_TEXT as D } from '@portal/contract/messages';
import { NETWORK_TEXT as N } from '@portal/contract/network-text';
import { createBeneficiary, enrolInCommunityAwareness, uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, signInQuickly, test } from '../support/fixtures.ts';

const C = CONFIG_TEXT;

test('a notification raised while its host could not be fetched shows once the connection is back', {
  tag: '@desktop',
}, async ({ page }) => {
  // the notifications' host is fetched once the first screen is drawn: here the link drops just then
  let refused = 0;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    if (refused === 0 && (await response.text()).includes('@mantine/notifications/Notifications')) {
      refused++;
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ response });
  });
  await signInQuickly(page);
  await page.goto('/config?tab=lookups');
  await expect.poll(() => refused).toBe(1);

  const channel = `Radio ${Date.now() % 1_000_000}`;
  const list = page.getByTestId('lookup-outreachChannel');
  await list.getByRole('button', { name: C.addValue }).click();
  const dialog = page.getByRole('dialog', { name: C.valueTitle.replace('{list}', C.list.outreachChannel) });
  await dialog.getByLabel(C.name).fill(channel);
  await dialog.getByRole('button', { name: C.save }).click();
  await expect(list.getByRole('listitem').filter({ hasText: channel })).toBeVisible();

  // the link drops and comes back
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByText(C.saved.replace('{name}', channel))).toBeVisible();
});

test('the link drops before the browser was idle: a message raised offline still shows', {
  tag: '@desktop',
}, async ({ page, context }) => {
  const { token } = await signInQuickly(page);
  const id = await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Host') });
  await enrolInCommunityAwareness(page.request, token, id);
  // a busy phone: the browser is not idle until the test says so
  await page.addInitScript(() => {
    const waiting = new Map<number, IdleRequestCallback>();
    let next = 0;
    window.requestIdleCallback = (callback) => {
      waiting.set(++next, callback);
      return next;
    };
    window.cancelIdleCallback = (handle) => void waiting.delete(handle);
    Object.assign(window, {
      becomeIdle: () => {
        for (const callback of waiting.values()) callback({ didTimeout: false, timeRemaining: () => 50 });
        waiting.clear();
      },
    });
  });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  const card = page.getByTestId('program-card');
  await expect(card).toBeVisible();
  await context.setOffline(true);
  await page.evaluate(() => (window as unknown as { becomeIdle: () => void }).becomeIdle());

  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: D.delete }).click();
  await page.getByRole('dialog', { name: D.deleteTitle }).getByRole('button', { name: D.deleteConfirm }).click();
  await expect(page.getByText(N.deleteOffline)).toBeVisible();
});
