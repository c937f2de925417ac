import { CONSENT_TEXT as C, CONSENT_RULES as CR } from '@portal/contract/consent-text';
import { indiaToday } from '@portal/contract/india-days';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { noticeAnswer, ROLE_MENU } from '../../../test/fake-answers.ts';
import { fakeApi, renderScreen } from '../../../test/render-screen.tsx';
import { AddBeneficiaryModal } from '../../beneficiaries/components/add-beneficiary-modal.tsx';

// the consent section's rules, as Add Beneficiary applies them; the journey with the real notice and
// the printed one are the browser's (e2e/tests/consent.spec.ts)

const registered = { Status: true, beneficiaryId: 77, Message: 'Beneficiaries registered successfully!' };
const yearsAgo = (years: number) => `${Number(indiaToday().slice(0, 4)) - years}${indiaToday().slice(4)}`;

describe('Notice and consent in Add Beneficiary', () => {
  let api: ReturnType<typeof fakeApi>;
  const answer = (consentRequired: boolean) => {
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      'GET /privacy/notice': noticeAnswer(consentRequired),
      'GET /org/get-district-list/1': { Status: true, data: [{ district_id: 22, district_name: 'Mysuru' }] },
      'GET /org/get-taluka-list/22': { Status: true, data: [{ taluka_id: 170, taluka_name: 'Hunsur' }] },
      'GET /org/get-village-list/170': {
        Status: true,
        data: [{ village_id: 5021, village_name: 'Hosahalli' }],
        parent_taluks: [],
      },
      'POST /beneficiary/register-new-beneficiary': registered,
    });
  };
  beforeEach(() => localStorage.clear());
  afterEach(() => api.restore());

  const open = async (dob = '1995-04-12') => {
    await renderScreen(<AddBeneficiaryModal opened onClose={() => {}} />);
    const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
    const field = (label: string) => dialog.getByLabelText(new RegExp(`^${label}( \\*)?$`)).first();
    const choose = async (label: string, option: string) => {
      field(label).element().scrollIntoView({ block: 'center' });
      await field(label).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await field('First Name').fill('Sowmya');
    await choose('Gender', 'Female');
    await field('Date of Birth').fill(dob);
    await field('Mobile Number').fill('9988776655');
    await choose('State', 'Karnataka');
    await choose('District', 'Mysuru');
    await choose('Taluk', 'Hunsur');
    await choose('Village', 'Hosahalli');
    await choose('Occupation', 'Enterprise');
    await field('Total Family Members').fill('4');
    const save = () => dialog.getByRole('button', { name: T.save }).click();
    const sent = () => api.calls.filter((call) => call.method === 'POST');
    return { dialog, field, choose, save, sent };
  };

  it('shows the notice in force and asks consent before anything is sent', async () => {
    answer(true);
    const { dialog, save, sent, choose } = await open();
    await expect.element(dialog.getByTestId('notice-text')).toHaveTextContent('Grievance officer: Asha.');
    await expect.element(dialog.getByText(C.noticeVersion.replace('{version}', '3'))).toBeVisible();
    await dialog.getByText('ಕನ್ನಡ', { exact: true }).click();
    await expect.element(dialog.getByTestId('notice-text')).toHaveTextContent('ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ');
    await save();
    await expect.element(dialog.getByText(CR.consentRequired)).toBeVisible();
    expect(sent()).toHaveLength(0);

    await dialog.getByRole('checkbox', { name: C.given }).click();
    await save();
    await expect.element(dialog.getByText(CR.method)).toBeVisible();
    await choose(C.method, C.methods.verbal_witness);
    await save();
    await expect.element(dialog.getByText(CR.witness)).toBeVisible();
    expect(sent()).toHaveLength(0);
    await dialog.getByLabelText(new RegExp(`^${C.witnessName}`)).fill('Shanthamma');
    await save();
    await expect.poll(() => sent().length).toBe(1);
    expect(sent()[0].body).toMatchObject({
      consent_given: true,
      consent_method: 'verbal_witness',
      consent_witness: 'Shanthamma',
      notice_version: 3,
    });
    expect(sent()[0].body).not.toHaveProperty('guardian_name');
  });

  it('asks a parent or guardian for a person under 18, and not for one 18 today', async () => {
    answer(true);
    const { dialog, field, choose, save, sent } = await open(yearsAgo(17));
    await expect.element(dialog.getByRole('status')).toHaveTextContent(C.minor);
    await dialog.getByRole('checkbox', { name: C.givenByGuardian }).click();
    await choose(C.method, C.methods.signed_form);
    await save();
    await expect.element(dialog.getByText(CR.guardianName)).toBeVisible();
    await expect.element(dialog.getByText(CR.guardianRelationship)).toBeVisible();
    // eighteen today: an adult, nothing more asked
    await field('Date of Birth').fill(yearsAgo(18));
    await expect.element(dialog.getByRole('status')).not.toBeInTheDocument();
    await save();
    await expect.poll(() => sent().length).toBe(1);
  });

  it('an office that does not require consent says so, and registers without it', async () => {
    answer(false);
    const { dialog, save, sent } = await open();
    await expect.element(dialog.getByText(C.optional)).toBeVisible();
    await save();
    await expect.poll(() => sent().length).toBe(1);
    expect(sent()[0].body).not.toHaveProperty('consent_given');
  });
});
