import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { createBeneficiary, firstPlace, uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';

test('a phone card shows the village under the name, so two people of one name are told apart', {
  tag: '@phone',
}, async ({ page }) => {
  const { token } = await signInQuickly(page);
  const headers = { Authorization: `Bearer ${token}` };
  const place = await firstPlace(page.request, token);
  const villages: { village_id: number; village_name: string }[] = (
    await (await page.request.get(`/api/v1/org/get-village-list/${place.taluka_id}`, { headers })).json()
  ).data;
  const [here, there] = villages;
  const name = uniqueFirstName('Yashoda');
  await createBeneficiary(page.request, token, {
    first_name: name,
    last_name: 'Kumar',
    aadhaar_no: '1357',
    village_id: here.village_id,
  });
  await createBeneficiary(page.request, token, {
    first_name: name,
    last_name: 'Kumar',
    aadhaar_no: '2468',
    village_id: there.village_id,
  });

  await page.goto('/beneficiary');
  await page.getByRole('textbox', { name: T.search }).fill(`kumar ${name.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: `${T.heading}: 2` })).toBeVisible();
  const cards = page.getByRole('row', { name: new RegExp(name) });
  await expect(cards).toHaveCount(2);
  // newest first: the second one registered, in the other village
  await expect(cards.getByTestId('card-village')).toHaveText([there.village_name, here.village_name]);
  for (const card of await cards.all()) {
    await expect(card.getByTestId('card-village')).toBeInViewport();
    // the village is inside the card, under the name, and the card fits the phone's width
    const [cardBox, villageBox] = [await card.boundingBox(), await card.getByTestId('card-village').boundingBox()];
    expect(
      villageBox && cardBox && villageBox.x >= cardBox.x && villageBox.x + villageBox.width <= cardBox.x + cardBox.width,
    ).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: screenshotPath('beneficiary-cards-village') });
});
