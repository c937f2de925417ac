import { test as setup } from '@playwright/test';
import { setConsentRequired } from '../support/office-settings.ts';

// The office the journeys run in registers people without recorded consent (the setting off), as an
// office relying on a legitimate use does: its sheets, made before the consent columns, are stored.
// The journeys of consent itself turn it on, once every other test has run (the `consent` projects).
setup('consent is optional in the office of the journeys', async ({ request }) => {
  await setConsentRequired(request, false);
});
