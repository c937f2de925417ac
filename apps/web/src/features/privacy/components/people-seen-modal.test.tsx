import { CONSENT_RULES as CR } from '@portal/contract/consent-text';
import { indiaToday } from '@portal/contract/india-days';
import { PRIVACY_TEXT as P } from '@portal/contract/privacy-text';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ROLE_MENU } from '../../../test/fake-answers.ts';
import { fakeApi, renderScreen } from '../../../test/render-screen.tsx';
import { PeopleSeenModal } from './people-seen-modal.tsx';

// the days of "People seen" follow the contract's rules before anything is asked: a range the server
// would refuse is said under the field, not shown as a failed load

const seen = (from: string, to: string) => ({
  Status: true,
  data: {
    user_id: 9,
    emp_name: 'Ravi',
    email: 'ravi@example.org',
    from,
    to,
    people_viewed: 0,
    reads: 0,
    exports: [],
    by_district: [],
  },
});

describe('People seen', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('refuses a range longer than three years or the wrong way round, and asks for nothing', async () => {
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      'GET /privacy/staff/9/reads': (_init?: RequestInit, url?: URL) =>
        seen(url?.searchParams.get('from') ?? '', url?.searchParams.get('to') ?? ''),
    });
    await renderScreen(<PeopleSeenModal member={{ user_id: 9, emp_name: 'Ravi' }} onClose={() => {}} />);
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByText(P.nothingSeen)).toBeVisible();
    const asked = () => api.calls.filter((c) => c.path === '/privacy/staff/9/reads').length;
    const before = asked();

    const year = Number(indiaToday().slice(0, 4));
    await dialog.getByLabelText(P.from).fill(`${year - 4}-01-01`);
    await dialog.getByRole('button', { name: P.show }).click();
    await expect.element(dialog.getByText(CR.rangeLength)).toBeVisible();
    await dialog.getByLabelText(P.from).fill(`${year - 1}-01-01`);
    await dialog.getByLabelText(P.to).fill(`${year - 2}-01-01`);
    await dialog.getByRole('button', { name: P.show }).click();
    await expect.element(dialog.getByText(CR.rangeOrder)).toBeVisible();
    expect(asked()).toBe(before);

    await dialog.getByLabelText(P.to).fill(indiaToday());
    await dialog.getByRole('button', { name: P.show }).click();
    await expect.element(dialog.getByText(CR.rangeOrder)).not.toBeInTheDocument();
    await expect.poll(asked).toBe(before + 1);
  });
});
