import { DETAIL_TEXT as D, PROGRAM_RULES as R } from '@portal/contract/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { text } from '../../../lib/i18n/text.ts';
import { ALL_SUB_PROGRAMS, PERSON, ROLE_MENU } from '../../../test/fake-answers.ts';
import { fakeApi, renderScreen } from '../../../test/render-screen.tsx';
import { AddProgramModal } from './add-program-modal.tsx';

// the programme form's rules, choice by choice; saving, the card and the phone are the browser
// journeys' (e2e/tests/beneficiary-detail.spec.ts)
describe('Add Program form', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    localStorage.clear();
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      [`GET /beneficiary/get-missing-subprograms/${PERSON.beneficiary_id}`]: ALL_SUB_PROGRAMS,
    });
  });
  afterEach(() => api.restore());

  const open = async (details = PERSON) => {
    await renderScreen(<AddProgramModal opened onClose={() => {}} details={details} enrolment={null} />);
    const modal = page.getByRole('dialog', { name: 'Add Program' });
    const field = (label: string) => modal.getByLabelText(new RegExp(`^${label}( \\*)?$`)).first();
    const choose = async (label: string, option: string) => {
      await field(label).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const save = () => modal.getByRole('button', { name: 'Save' }).click();
    const shows = (message: string) => expect.element(modal.getByText(message, { exact: true }).first()).toBeVisible();
    return { modal, field, choose, save, shows };
  };

  it('asks for every choice, then for what each choice brings, and hides what a choice takes away', async () => {
    const { modal, field, choose, save, shows } = await open();
    await expect.element(field('Sub Program')).toBeDisabled();
    await save();
    await expect.element(modal.getByText(R.footer)).toBeVisible();
    for (const message of [
      R.program,
      R.subProgram,
      R.enrollmentDate,
      R.enrollmentStatus,
      R.dfAssociate,
      R.outreachChannel,
      R.educationLevel,
      R.familyIncome,
    ]) {
      await shows(message);
    }
    await choose('DF Associate', 'Yes');
    await choose('Education Level', 'Graduate');
    await choose('Program', 'Financial Inclusion');
    await choose('Sub Program', 'Mutual Fund');
    await save();
    for (const message of [
      R.associateEmpId,
      R.institution,
      R.fieldOfStudy,
      R.educationStatus,
      R.passingYear,
      R.certification,
      R.mfProvider,
      R.mfType,
      R.mfDuration,
      R.investedAmount,
    ]) {
      await shows(message);
    }
    await choose('Certified', 'Yes');
    await save();
    await shows(R.certificationName);
    // education level NA hides the institution fields; sub-programme 5 hides education and income
    await choose('Education Level', 'NA');
    await expect.element(field('Institution')).not.toBeInTheDocument();
    await choose('Sub Program', 'Community Awareness');
    await expect.element(field('Education Level')).not.toBeInTheDocument();
    await expect.element(field('MF Provider')).not.toBeInTheDocument();
    // choosing a programme clears the sub-programme
    await choose('Program', 'Livelihood Support');
    await expect.element(field('Sub Program')).toHaveValue('');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('keeps a passing year of 1800 and −3 earning members as typed, with their messages', async () => {
    const { field, choose, save, shows } = await open();
    await choose('Program', 'Financial Inclusion');
    await choose('Sub Program', 'Mutual Fund');
    await choose('Education Level', 'Graduate');
    await field('Passing Year').fill('1800');
    await field('Earning Members').fill('-3');
    // leaving the fields must not turn 1800 into 1900 or −3 into 0
    await field('Institution').click();
    await expect.element(field('Passing Year')).toHaveValue('1800');
    await expect.element(field('Earning Members')).toHaveValue('-3');
    await save();
    await shows(R.passingYear);
    await shows(R.earningMembers);
    await expect.element(field('Passing Year')).toHaveValue('1800');
    await expect.element(field('Earning Members')).toHaveValue('-3');
  });

  it('says that the person’s own education and income stay as they are for a user who may not correct the person', async () => {
    const { modal, field } = await open({ ...PERSON, can_edit: false });
    await expect.element(field('Education Level')).toBeVisible();
    await expect.element(modal.getByText(text('records.personFieldsKept'))).toBeVisible();
  });

  it('a failed save shows Failed to add new program with the server’s message, or An error occurred. without one', async () => {
    let saves = 0;
    const answer = () => {
      saves += 1;
      if (saves === 1) return { status: 409, body: { Status: false, Message: D.alreadyEnrolled } };
      // then no answer at all, as when the connection drops on the way
      throw new TypeError('Failed to fetch');
    };
    api.restore();
    api = fakeApi({
      'GET /user/get-role-menu': ROLE_MENU,
      [`GET /beneficiary/get-missing-subprograms/${PERSON.beneficiary_id}`]: ALL_SUB_PROGRAMS,
      [`POST /beneficiary/add-new-program/${PERSON.beneficiary_id}`]: answer,
    });
    const { modal, field, choose, save } = await open();
    await choose('Program', 'Financial Inclusion');
    await choose('Sub Program', 'Community Awareness');
    await field('Enrollment Date').fill('2025-03-01');
    await choose('Enrollment Status', 'In Progress');
    await choose('DF Associate', 'No');
    await choose('Outreach Channel', 'Word of mouth');
    const failed = page.getByRole('dialog', { name: D.addFailedTitle });
    for (const message of [D.alreadyEnrolled, D.addFailed]) {
      await save();
      await expect.element(failed).toHaveTextContent(message);
      await failed.getByRole('button', { name: text('shell.close') }).click();
      await expect.element(failed).not.toBeInTheDocument();
      // the form stays open with what was chosen, for another try
      await expect.element(modal).toBeVisible();
    }
    expect(saves).toBeGreaterThanOrEqual(2);
  });
});
