import { Button, MantineProvider, Modal } from '@mantine/core';
// the types of the Playwright provider's session (its CDP commands)
import type {} from '@vitest/browser-playwright';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appTheme } from './theme.ts';

const prefer = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(() => prefer('no-preference'));

function LogoutQuestion() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Logout</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Logout">
        <p>Are you sure?</p>
      </Modal>
    </>
  );
}

/** The transition of a dialog opened by a click, as its style says (Mantine writes the duration on the element). */
async function dialogTransition() {
  await render(
    <MantineProvider theme={appTheme({ close: 'Close', clear: 'Clear' })}>
      <LogoutQuestion />
    </MantineProvider>,
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.element(page.getByRole('dialog', { name: 'Logout' })).toBeVisible();
  const content = document.querySelector<HTMLElement>('.mantine-Modal-content');
  return content?.style.transitionDuration;
}

it('opens a dialog without motion for a person whose device asks for less', async () => {
  await prefer('reduce');
  // no transition at all (Mantine writes none when the duration is nought)
  expect(await dialogTransition()).toMatch(/^(0ms)?$/);
});

it('opens a dialog with its motion otherwise', async () => {
  expect(await dialogTransition()).toMatch(/^[1-9]\d*ms$/);
});
