import { applicationForm } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, restoreDraft, saveDraft } from '../../platform/forms/form-draft';
import { fakeServer, ok } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { renderApp } from '../../test/render-app';
import { APPLICATION_DRAFT } from './ApplicantFormPage';

afterEach(() => {
  vi.unstubAllGlobals();
  clearDraft(APPLICATION_DRAFT);
  localStorage.clear();
});

const ORGANISATION = '11111111-1111-4111-8111-111111111111';
const BRANCH = '22222222-2222-4222-8222-222222222222';
const OPTIONS = {
  organisation: { id: ORGANISATION, name: 'Meadowbank Home Care' },
  branches: [{ value: BRANCH, label: 'Leeds' }],
  vacancies: [],
};
const FORM = '/api/v1/application-form';

const bar = () => screen.getByRole('progressbar');

describe('the application form', () => {
  it('opens in steps with the agency’s branches, two blank references and no convictions', async () => {
    onAPhone();
    const server = fakeServer({ [`GET ${FORM}`]: () => ok(OPTIONS) });
    const user = userEvent.setup({ delay: null });
    renderApp(`/applicant-form?organisation=${ORGANISATION}`);
    await waitFor(() => expect(document.title).toBe('care360 - Applicant Form'));
    expect(await screen.findByText(/Apply to work with Meadowbank Home Care/)).toBeTruthy();
    expect(server.calls('GET', FORM)[0]?.query.get('organisation')).toBe(ORGANISATION);
    expect(bar().getAttribute('aria-valuetext')).toBe('Step 1 of 5: About you');

    // Next checks the step first.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bar().getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getAllByText('Enter an answer.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Send my application' })).toBeNull();
  });

  it('carries on from the draft kept on the device, sends once with a key, and clears the draft', async () => {
    onAPhone();
    const definition = applicationForm(OPTIONS);
    // What the person typed before closing the page, up to the last step.
    saveDraft(APPLICATION_DRAFT, definition, {
      step: 4,
      values: {
        forename: 'Amina',
        surname: 'Khan',
        dateOfBirth: '02/04/1995',
        email: 'amina@example.co.uk',
        mobile: '07700 900123',
        address1: '1 High Street',
        town: 'Leeds',
        postcode: 'LS1 4AP',
        addressSince: '01/06/2019',
        branch: BRANCH,
        isDriver: 'no',
        eligibleToWorkUk: 'yes',
        needs_sponsorship: 'no',
        references: [
          { type: 'Employer', referee_name: 'Jo Bloggs', email: 'jo@example.co.uk' },
          { type: 'Character', referee_name: 'Sam Smith', email: 'sam@example.co.uk' },
        ],
        criminalRecord: 'no',
      },
    });
    const server = fakeServer({
      [`GET ${FORM}`]: () => ok(OPTIONS),
      [`POST ${FORM}`]: () => ok(null, 'Thank you, your application has been sent.'),
    });
    const user = userEvent.setup({ delay: null });
    expect(restoreDraft(APPLICATION_DRAFT)?.step).toBe(4);
    renderApp('/applicant-form');
    expect(await screen.findByText(/Step 5 of 5/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send my application' });

    // The spent convictions question and the declaration are still to answer: nothing is sent.
    await user.click(send);
    expect(server.calls('POST', FORM)).toHaveLength(0);
    await user.click(
      within(
        screen.getByRole('radiogroup', { name: /^Do you have any spent convictions/ }),
      ).getByRole('radio', {
        name: 'No',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: /information I have given is true/ }));
    await user.click(send);
    await waitFor(() => expect(server.calls('POST', FORM)).toHaveLength(1));
    const call = server.calls('POST', FORM)[0];
    const body = call?.body as { organisation: string; answers: Record<string, unknown> };
    expect(body.organisation).toBe(ORGANISATION);
    expect(body.answers).toMatchObject({
      forename: 'Amina',
      dateOfBirth: '1995-04-02',
      criminalRecord: 'no',
      spentConvictions: 'no',
      declaration: ['true'],
    });
    expect(body.answers.references).toHaveLength(2);
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);

    expect(await screen.findByText('Application sent')).toBeTruthy();
    expect(screen.getByText(/What happens next/)).toBeTruthy();
    expect(restoreDraft(APPLICATION_DRAFT)).toBeNull();
  });
});
