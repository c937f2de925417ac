import { CONFIG_TEXT } from '@portal/contract/config-text';
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
  await expect(list.getByRole('row', { name: new RegExp(channel) })).toBeVisible();

  // the link drops and comes back
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByText(C.saved.replace('{name}', channel))).toBeVisible();
});
