import { IDEMPOTENCY_KEY_HEADER } from '@portal/contract/idempotency';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, renderScreen } from '../../test/render-screen.tsx';
import { apiRequest } from '../api-client.ts';
import { text } from '../i18n/text.ts';
import { useWrite } from './use-write.ts';

const PATH = '/beneficiary/delete-program/7';

function DeleteButton() {
  const write = useWrite({
    send: (id: number, context) => apiRequest(`/beneficiary/delete-program/${id}`, { method: 'DELETE', ...context }),
    identity: (id) => id,
    onSaved: () => undefined,
    failed: (error) => (error instanceof Error ? error.message : String(error)),
    offline: 'network.deleteOffline',
  });
  return (
    <button type="button" onClick={() => write.run(7)}>
      Delete
    </button>
  );
}

describe('one click, one write', () => {
  const answers: { status: number; body: unknown }[] = [];
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    localStorage.clear();
    answers.length = 0;
    api = fakeApi({ [`DELETE ${PATH}`]: () => answers.shift() ?? { status: 200, body: { Status: true, Message: 'Deleted' } } });
  });
  afterEach(() => {
    api.restore();
    onlineManager.setOnline(true);
  });
  const keys = () => api.calls.map((call) => call.headers.get(IDEMPOTENCY_KEY_HEADER));
  const click = () => page.getByRole('button', { name: 'Delete' }).click();

  it('sends a repeat after a failure that may have been stored with the same key, and a new write with a new one', async () => {
    answers.push({ status: 503, body: { Status: false, Message: 'Busy, try again' } });
    await renderScreen(<DeleteButton />);
    await click();
    await expect.element(page.getByText('Busy, try again')).toBeVisible();
    await click();
    await expect.poll(() => api.calls.length).toBe(2);
    await click();
    await expect.poll(() => api.calls.length).toBe(3);
    const [first, repeat, next] = keys();
    expect(first).toBeTruthy();
    expect(repeat).toBe(first);
    expect(next).not.toBe(first);
  });

  it('forgets the key of a final refusal, and says what the server said', async () => {
    answers.push({ status: 404, body: { Status: false, Message: 'Enrolment not found' } });
    await renderScreen(<DeleteButton />);
    await click();
    await expect.element(page.getByText('Enrolment not found')).toBeVisible();
    await click();
    await expect.poll(() => api.calls.length).toBe(2);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('sends nothing offline and says so', async () => {
    await renderScreen(<DeleteButton />);
    onlineManager.setOnline(false);
    await click();
    await expect.element(page.getByText(text('network.deleteOffline'))).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});
