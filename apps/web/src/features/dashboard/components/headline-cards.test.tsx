import type { LookupValue } from '@portal/contract/config';
import type { DashboardHeadline } from '@portal/contract/dashboard';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useOfficeLookups } from '../../../lib/office-lookups.ts';
import { useProgrammeNames } from '../../../lib/programme-names.ts';
import { ROLE_MENU } from '../../../test/fake-answers.ts';
import { fakeApi, renderScreen } from '../../../test/render-screen.tsx';
import { readListFilters } from '../../beneficiaries/lib/list-filters.ts';
import { HeadlineCards } from './headline-cards.tsx';

// the mutual fund's card follows the office's lists: its sub-programmes and its fund types

const value = (id: number, name: string, name_kn: string | null = null): LookupValue => ({
  id,
  name,
  name_kn,
  status_id: 1,
  version: 1,
});
const LISTS = {
  occupation: [],
  educationLevel: [],
  incomeRange: [],
  outreachChannel: [],
  mutualFundProvider: [],
  mutualFundType: [value(1, 'SIP'), value(2, 'LUMPSUM'), value(3, 'STP')],
};
const sub = (sub_program_id: number, name: string) => ({
  sub_program_id,
  program_id: 1,
  name,
  name_kn: null,
  status_id: 1,
  version: 1,
  is_mutual_fund: true,
  skips_education: false,
});
const fund = (sub_program_id: number, by_type: DashboardHeadline['mutual_funds'][number]['by_type']) => ({
  program_id: 1,
  sub_program_id,
  people: by_type.reduce((n, t) => n + t.people, 0),
  enrolments: by_type.reduce((n, t) => n + t.enrolments, 0),
  amount: by_type.reduce((n, t) => n + t.amount, 0),
  by_type,
  by_duration: [],
});
const headline = (mutual_funds: DashboardHeadline['mutual_funds']): DashboardHeadline => ({
  people: 10,
  enrolments: 12,
  week_start: '2026-11-30',
  new_this_week: 1,
  new_last_week: 2,
  by_status: [],
  mutual_funds,
});

/** The page reads the office's lists once; the cards name from them. */
function Page({ answer }: { answer: DashboardHeadline }) {
  useOfficeLookups();
  useProgrammeNames();
  return answer ? <HeadlineCards filters={readListFilters(new URLSearchParams())} today="2026-12-01" /> : null;
}

describe('the mutual fund card', () => {
  let api: ReturnType<typeof fakeApi>;
  const answer = (body: DashboardHeadline) => {
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      'GET /reference/lookups': { Status: true, lists: LISTS },
      'GET /reference/programmes': {
        Status: true,
        programs: [{ program_id: 1, name: 'Financial Inclusion', name_kn: null, status_id: 1, version: 1 }],
        sub_programs: [sub(1, 'Mutual Fund'), sub(2, 'Money Skills')],
      },
      'GET /dashboard/headline': { Status: true, data: body },
    });
    return body;
  };
  beforeEach(() => localStorage.clear());
  afterEach(() => api.restore());

  it('names each fund type the office keeps, a new one too, with its amount', async () => {
    const body = answer(
      headline([
        fund(1, [
          { mutual_fund_type_id: 1, people: 2, enrolments: 2, amount: 3000 },
          { mutual_fund_type_id: 3, people: 1, enrolments: 1, amount: 125000 },
        ]),
      ]),
    );
    const screen = await renderScreen(<Page answer={body} />, { path: '/dashboard' });
    const card = screen.getByTestId('dashboard-fund');
    await expect.element(card).toHaveTextContent(/SIP ₹3,000.00 · STP ₹1,25,000.00/);
    await expect.element(card).not.toHaveTextContent(/LUMPSUM/);
    await expect.element(card).not.toHaveTextContent(/Money Skills/);
  });

  it('shows a card for each sub-programme marked as the fund, named, each opening the list of its own', async () => {
    const body = answer(
      headline([
        fund(1, [{ mutual_fund_type_id: 2, people: 4, enrolments: 4, amount: 4000 }]),
        fund(2, [{ mutual_fund_type_id: 1, people: 3, enrolments: 3, amount: 900 }]),
      ]),
    );
    await renderScreen(<Page answer={body} />, { path: '/dashboard' });
    const cards = page.getByTestId('dashboard-fund');
    await expect.element(cards.nth(1)).toHaveTextContent(/Money Skills/);
    await expect.element(cards.nth(0)).toHaveTextContent(/Mutual Fund/);
    await expect.element(cards.nth(0)).toHaveTextContent(/LUMPSUM ₹4,000/);
    await expect
      .element(cards.nth(1).getByRole('link', { name: '3' }))
      .toHaveAttribute('href', expect.stringContaining('sub_program_id=2'));
  });
});
