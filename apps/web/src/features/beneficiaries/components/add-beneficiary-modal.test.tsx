import { CONSENT_TEXT as C } from '@portal/contract/consent-text';
import { BENEFICIARY_RULES as R, BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { text } from '../../../lib/i18n/text.ts';
import { noticeAnswer, ROLE_MENU } from '../../../test/fake-answers.ts';
import { fakeApi, renderScreen } from '../../../test/render-screen.tsx';
import { AddBeneficiaryModal } from './add-beneficiary-modal.tsx';
import { EMPTY_BENEFICIARY } from './beneficiary-form-values.ts';

// the form's rules and limits, field by field; saving, the cascade on a phone and the dialogs'
// looks are the browser journeys' (e2e/tests/add-beneficiary.spec.ts)
describe('Add Beneficiary form', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    localStorage.clear();
    api = fakeApi({ 'GET /user/get-role-menu': ROLE_MENU, 'GET /privacy/notice': noticeAnswer() });
  });
  afterEach(() => api.restore());

  const open = async () => {
    await renderScreen(<AddBeneficiaryModal opened onClose={() => {}} />);
    // the dialog lies in a portal, outside the rendered container
    const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
    const field = (label: string) => dialog.getByLabelText(new RegExp(`^${label}( \\*)?$`)).first();
    const save = () => dialog.getByRole('button', { name: T.save }).click();
    const choose = async (label: string, option: string) => {
      // the middle of the dialog, so that the drop-down opens clear of the Save and Cancel row
      field(label).element().scrollIntoView({ block: 'center' });
      await field(label).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    return { dialog, field, save, choose };
  };

  it('shows each first-name, Aadhaar, e-mail, pincode and mobile rule, and sends nothing', async () => {
    const { dialog, field, save } = await open();
    for (const [value, message] of [
      ['Al', R.firstNameMin],
      ['Ravi Kumar', R.firstNameSpaces],
      ['Ravi3', R.firstNameLetters],
    ]) {
      await field('First Name').fill(value);
      await save();
      await expect.element(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await field('Aadhaar \\(last 4 digits\\)').fill('12');
    await field('Email').fill('not-an-email');
    await field('Pincode').fill('5600');
    await field('Mobile Number').fill('98765');
    await save();
    for (const message of [R.aadhaar, R.email, R.pincode, R.mobile]) {
      await expect.element(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('takes at most 10 mobile digits and 4 Aadhaar characters, however they are typed', async () => {
    const { field } = await open();
    await userEvent.type(field('Mobile Number'), '98a7654321099');
    await expect.element(field('Mobile Number')).toHaveValue('9876543210');
    await userEvent.type(field('Aadhaar \\(last 4 digits\\)'), '123456789012');
    await expect.element(field('Aadhaar \\(last 4 digits\\)')).toHaveValue('1234');
  });

  it('a failed save moves the focus to the first field in error, scrolled into view, and sends nothing', async () => {
    // the personal fields are right; the first field in error is further down, in the address section
    const values = { ...EMPTY_BENEFICIARY, first_name: 'Sowmya', gender_id: '2', dob: '1995-04-12', mobile_no: '9988776655' };
    await renderScreen(<AddBeneficiaryModal opened onClose={() => {}} correcting={{ id: 41, values }} />);
    const dialog = page.getByRole('dialog');
    const field = (label: string) => dialog.getByLabelText(new RegExp(`^${label}( \\*)?$`)).first();
    const save = () => dialog.getByRole('button', { name: T.save }).click();
    await save();
    await expect.element(dialog.getByText(R.state, { exact: true })).toBeVisible();
    await expect.element(field('State')).toHaveFocus();
    await expect.element(field('State')).toBeInViewport();
    // with the first name wrong too, the focus goes back up to it
    await field('First Name').fill('Al');
    await field('Total Family Members').click();
    await save();
    await expect.element(field('First Name')).toHaveFocus();
    await expect.element(field('First Name')).toBeInViewport();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('a correction sends the person as the contract reads them: ids and counts as numbers, empty fields left out', async () => {
    api.restore();
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      'PUT /beneficiary/update-beneficiary/41': { Status: true, message: 'ok' },
    });
    const values = {
      ...EMPTY_BENEFICIARY,
      first_name: 'Sowmya',
      last_name: 'Patil',
      gender_id: '2',
      dob: '1995-04-12',
      mobile_no: '9988776655',
      state_id: '1',
      district_id: '22',
      taluka_id: '170',
      village_id: '5021',
      total_family_members: '4',
      beneficiary_annual_source_id: '1',
    };
    await renderScreen(<AddBeneficiaryModal opened onClose={() => {}} correcting={{ id: 41, values }} />);
    await page.getByRole('dialog').getByRole('button', { name: T.save }).click();
    await expect.poll(() => api.calls.filter((call) => call.method === 'PUT').length).toBe(1);
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      first_name: 'Sowmya',
      last_name: 'Patil',
      gender_id: 2,
      dob: '1995-04-12',
      mobile_no: '9988776655',
      state_id: 1,
      district_id: 22,
      taluka_id: 170,
      village_id: 5021,
      total_family_members: 4,
      beneficiary_annual_source_id: 1,
    });
  });

  it('a failed registration says why: the server’s message, Failed to register beneficiary, or the generic error when no answer came', async () => {
    let saves = 0;
    const answers = [
      () => ({ status: 400, body: { Status: false, Message: 'Village required' } }),
      // an answer without a true Status
      () => ({ Status: false }),
      () => {
        // no answer at all, as when the connection drops on the way
        throw new TypeError('Failed to fetch');
      },
    ];
    api.restore();
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      'GET /privacy/notice': noticeAnswer(),
      'GET /org/get-district-list/1': { Status: true, data: [{ district_id: 22, district_name: 'Mysuru' }] },
      'GET /org/get-taluka-list/22': { Status: true, data: [{ taluka_id: 170, taluka_name: 'Hunsur' }] },
      'GET /org/get-village-list/170': {
        Status: true,
        data: [{ village_id: 5021, village_name: 'Hosahalli' }],
        parent_taluks: [],
      },
      'POST /beneficiary/register-new-beneficiary': () => answers[Math.min(saves++, answers.length - 1)](),
    });
    const { dialog, field, save, choose } = await open();
    await field('First Name').fill('Sowmya');
    await choose('Gender', 'Female');
    await field('Date of Birth').fill('1995-04-12');
    await field('Mobile Number').fill('9988776655');
    await choose('State', 'Karnataka');
    await choose('District', 'Mysuru');
    await choose('Taluk', 'Hunsur');
    await choose('Village', 'Hosahalli');
    await choose('Occupation', 'Enterprise');
    await field('Total Family Members').fill('4');
    await dialog.getByRole('checkbox', { name: C.given }).click();
    await choose(C.method, C.methods.thumb_impression);
    const failed = page.getByRole('dialog', { name: T.registerFailedTitle });
    for (const message of ['Village required', T.registerFailed, T.somethingWrong]) {
      await save();
      await expect.element(failed).toHaveTextContent(message);
      await failed.getByRole('button', { name: text('shell.close') }).click();
      await expect.element(failed).not.toBeInTheDocument();
      // the form stays open with what was typed, for another try
      await expect.element(field('First Name')).toHaveValue('Sowmya');
    }
    expect(saves).toBeGreaterThanOrEqual(3);
    await expect.element(dialog).toBeVisible();
  });
});
