import { LOGIN_TEXT, BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { NETWORK_TEXT as N, SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import { field, uniqueFirstName } from '../support/beneficiaries.ts';
import { createUserWithCli, expect, signInQuickly, storedSession, test } from '../support/fixtures.ts';
import {
  countByName,
  fillBeneficiary,
  goOffline,
  goOnline,
  holdRoute,
  listCodeLoaded,
  openAddBeneficiary,
} from '../support/network.ts';

/** The server ends the session (as a password change elsewhere or a deactivation does). */
const endOnServer = (page: import('@playwright/test').Page, token: string) =>
  page.request.post('/api/v1/auth/logoutUser', { headers: { Authorization: `Bearer ${token}` } });

test('a session the server ended sends the list page to the login page with the reason, not to an empty list', async ({
  page,
}) => {
  const { token } = await signInQuickly(page);
  // the session ends once the page has made its first calls (the language it may save among them):
  // the search typed next is what meets the ended session
  const settled = listCodeLoaded(page);
  await page.goto('/beneficiary');
  await expect(page.getByRole('heading', { name: `${T.heading}: 15` })).toBeVisible();
  await settled();
  await endOnServer(page, token);
  await page.getByRole('textbox', { name: T.search }).fill('someone');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: N.sessionEnded })).toBeVisible();
  await expect.poll(() => storedSession(page)).toBeNull();
  await expect(page.getByText(T.empty)).toHaveCount(0);
});

/** Every key and value of the page's sessionStorage and localStorage, as one text. */
const browserStorage = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    JSON.stringify(
      [sessionStorage, localStorage].flatMap((storage) => Object.keys(storage).flatMap((key) => [key, storage.getItem(key)])),
    ),
  );

const EMAIL = 'kept.draft@example.org';
const ADDRESS = 'Door 17, Kalyani Temple Street';

test('what was typed in Add Beneficiary survives the session ending, unreadable in the browser, and is saved after signing in again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = createUserWithCli('Field Facilitator', 'Session Ender');
  const { token } = await signInQuickly(page, account);
  const name = uniqueFirstName('Kept');
  const dialog = await openAddBeneficiary(page);
  await fillBeneficiary(page, name);
  await field(dialog, 'Email').fill(EMAIL);
  await field(dialog, 'Permanent Address').fill(ADDRESS);
  await endOnServer(page, token);
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: N.sessionEnded })).toBeVisible();

  // a draft is kept, and nothing typed can be read from the browser's storage
  const stored = await browserStorage(page);
  expect(stored).toContain('portal-draft:add-beneficiary');
  for (const typed of [
    name,
    name.toLowerCase(),
    'Gowda',
    '9900112233',
    '99001',
    '1470',
    '1994-02-03',
    EMAIL,
    'kept.draft',
    ADDRESS,
    'Kalyani',
  ]) {
    expect(stored).not.toContain(typed);
  }

  await page.getByPlaceholder(LOGIN_TEXT.emailPlaceholder).fill(account.email);
  await page.getByPlaceholder(LOGIN_TEXT.passwordPlaceholder).fill(account.password);
  await page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/beneficiary$/);
  await page.getByRole('button', { name: T.add }).click();
  const again = page.getByRole('dialog', { name: 'Add Beneficiary' });
  await expect(again.getByRole('status').filter({ hasText: N.draftRestored })).toBeVisible();
  await expect(field(again, 'First Name')).toHaveValue(name);
  await expect(field(again, 'Mobile Number')).toHaveValue('9900112233');
  await expect(field(again, 'Aadhaar (last 4 digits)')).toHaveValue('1470');
  await expect(field(again, 'Date of Birth')).toHaveValue('1994-02-03');
  await expect(field(again, 'Email')).toHaveValue(EMAIL);
  await expect(field(again, 'Permanent Address')).toHaveValue(ADDRESS);
  await expect(field(again, 'Village')).not.toHaveValue('');
  await again.getByRole('button', { name: T.save }).click();
  const question = page.getByRole('dialog', { name: T.addedTitle });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: T.cancel }).click();
  const fresh = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}');
  expect(await countByName(page, fresh.token, name)).toBe(1);
  // once saved, the kept entry is gone
  expect(await browserStorage(page)).not.toContain('portal-draft:');
  await page.getByRole('button', { name: T.add }).click();
  await expect(field(page.getByRole('dialog', { name: 'Add Beneficiary' }), 'First Name')).toHaveValue('');
});

test('without the key of the drafts (no answer while the form was open), an ended session keeps nothing of the form', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = createUserWithCli('Field Facilitator', 'Keyless Ender');
  const { token } = await signInQuickly(page, account);
  await page.route('**/api/v1/user/draft-key', (route) => route.abort('internetdisconnected'));
  const name = uniqueFirstName('Lost');
  const dialog = await openAddBeneficiary(page);
  await fillBeneficiary(page, name);
  await endOnServer(page, token);
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await browserStorage(page);
  expect(stored).not.toContain('portal-draft:');
  expect(stored).not.toContain(name);
  await page.unroute('**/api/v1/user/draft-key');

  await page.getByPlaceholder(LOGIN_TEXT.emailPlaceholder).fill(account.email);
  await page.getByPlaceholder(LOGIN_TEXT.passwordPlaceholder).fill(account.password);
  await page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/beneficiary$/);
  // the form asks for the key when it opens; with nothing kept, it stays empty once that is answered
  const keyAnswered = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/draft-key'));
  await page.getByRole('button', { name: T.add }).click();
  expect((await keyAnswered).status()).toBe(200);
  const again = page.getByRole('dialog', { name: 'Add Beneficiary' });
  await expect(field(again, 'First Name')).toHaveValue('');
  await expect(again.getByRole('status').filter({ hasText: N.draftRestored })).toHaveCount(0);
});

test('an offline badge that screen readers hear shows on the login page and signed in, and goes when back online', async ({
  page,
  context,
}) => {
  const offline = page.getByRole('status').filter({ hasText: N.offline });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: LOGIN_TEXT.heading })).toBeVisible();
  await expect(offline).toHaveCount(0);
  await goOffline(context);
  await expect(offline).toBeVisible();
  await goOnline(context);
  await expect(offline).toHaveCount(0);

  await signInQuickly(page);
  // offline, the Add Beneficiary form opens from the code the list fetched once drawn
  const codeLoaded = listCodeLoaded(page);
  await page.goto('/beneficiary');
  await expect(page.getByRole('heading', { name: `${T.heading}: 15` })).toBeVisible();
  await codeLoaded();
  await goOffline(context);
  await expect(offline).toBeVisible();
  // it lets clicks through to what is under it
  await page.getByRole('button', { name: T.add }).click();
  await expect(page.getByRole('dialog', { name: 'Add Beneficiary' })).toBeVisible();
  await expect(offline).toBeVisible();
  await goOnline(context);
  await expect(offline).toHaveCount(0);
});

test('a sign-in that gets no answer gives up after 20 s instead of waiting for ever', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  const hung = await holdRoute(page, '**/api/v1/auth/userNormalLogin');
  await page.getByPlaceholder(LOGIN_TEXT.emailPlaceholder).fill('admin@e2e.example.org');
  await page.getByPlaceholder(LOGIN_TEXT.passwordPlaceholder).fill('e2e-admin-secret');
  await page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }).click();
  const wait = page.getByRole('dialog', { name: LOGIN_TEXT.pleaseWait });
  await expect(wait).toBeVisible();
  await expect.poll(() => hung.held.length).toBe(1);
  await page.clock.fastForward(SAVE_TIMEOUT_MS);
  await expect(wait).toBeHidden();
  await expect(page.getByRole('alert')).toHaveText(LOGIN_TEXT.genericError);
  hung.release();
});
