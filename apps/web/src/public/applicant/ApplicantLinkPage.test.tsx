import type { ApplicantLinkAnswer } from '@care360/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refused } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'tok3nOfTheApplicantsLink0123456789abcdefABC';
const READ = `/api/v1/applicant-link/${TOKEN}`;
const SAVE = '/api/v1/applicant-link/history';
const SUBMIT = '/api/v1/applicant-link/submit';
const JOB_ID = '33333333-3333-4333-8333-333333333333';

const stamp = {
  parentId: '44444444-4444-4444-8444-444444444444',
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const job = {
  id: JOB_ID,
  ...stamp,
  employer: 'Kind Care Ltd',
  jobTitle: 'Care assistant',
  employerAddress: null,
  fromDate: '2021-01-04',
  toDate: '2025-02-28',
  responsibilities: null,
  withVulnerablePeople: true,
  reasonForLeaving: 'Moved house',
};

const view = (over: Partial<ApplicantLinkAnswer> = {}): ApplicantLinkAnswer => ({
  forename: 'Amina',
  stage: 'Applied',
  submittedOn: null,
  entries: {
    'applicant-education': [],
    'applicant-work-history': [job],
    'applicant-gap-explanations': [],
    'applicant-address-history': [],
    'applicant-name-history': [],
    'applicant-references': [],
  },
  employmentGaps: [
    {
      from: '2025-03-01',
      to: '2025-08-31',
      days: 184,
      months: '03/2025–08/2025',
      explained: false,
    },
  ],
  addressGaps: [
    {
      from: '2021-11-26',
      to: '2026-11-26',
      days: 1827,
      months: '11/2021–11/2026',
      explained: false,
    },
  ],
  gapThresholdDays: 31,
  addressHistoryYears: 5,
  contract: null,
  ...over,
});

describe('the applicant’s link page', () => {
  it('lists each history, flags the unexplained gap and the missing addresses, and explains a gap', {
    timeout: 90_000,
  }, async () => {
    onAPhone();
    let explained = false;
    const server = fakeServer({
      [`GET ${READ}`]: () =>
        ok(
          view(
            explained
              ? {
                  employmentGaps: [
                    {
                      from: '2025-03-01',
                      to: '2025-08-31',
                      days: 184,
                      months: '03/2025–08/2025',
                      explained: true,
                    },
                  ],
                }
              : {},
          ),
        ),
      [`POST ${SAVE}`]: () => {
        explained = true;
        return {
          status: 201,
          body: { status: true, message: 'Added.', data: { id: JOB_ID, version: 1 }, errors: {} },
        };
      },
      [`POST ${SUBMIT}`]: () =>
        explained
          ? ok(null, 'Thank you, your file has been sent to the office.')
          : refused(422, 'Employment gap 03/2025–08/2025 needs an explanation.'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/applicant/${TOKEN}`);
    await waitFor(() => expect(document.title).toBe('care360 - Your Application'));
    expect(await screen.findByText(/Hello Amina/)).toBeTruthy();
    const entry = screen.getByRole('link', { name: /Kind Care Ltd/ });
    expect(entry.getAttribute('href')).toBe(`/detail-work/${TOKEN}/${JOB_ID}`);
    expect(entry.textContent).toContain('04/01/2021 to 28/02/2025');
    expect(screen.getByRole('link', { name: /Add employment/i }).getAttribute('href')).toBe(
      `/add-work/${TOKEN}`,
    );
    expect(screen.getByText(/Employment gap 03\/2025–08\/2025/)).toBeTruthy();
    expect(
      screen.getByText(/Your addresses do not cover 26\/11\/2021 to 26\/11\/2026/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support worker test' }).getAttribute('href')).toBe(
      `/support-worker-test/${TOKEN}`,
    );

    // Submitting with the gap unexplained: the server's refusal names it.
    await user.click(screen.getByRole('button', { name: 'Submit my file' }));
    expect(await screen.findByText('Not sent yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Explain this gap' }));
    await user.type(
      screen.getByRole('textbox', { name: /What you were doing/ }),
      'Caring for my mother.',
    );
    await user.click(screen.getByRole('button', { name: 'Save the explanation' }));
    // The refusal named the gap as it was: it goes once the file changes.
    await waitFor(() => expect(screen.queryByText('Not sent yet')).toBeNull());
    await waitFor(() => expect(server.calls('POST', SAVE)).toHaveLength(1));
    expect(server.calls('POST', SAVE)[0]?.body).toEqual({
      token: TOKEN,
      kind: 'applicant-gap-explanations',
      values: {
        fromDate: '2025-03-01',
        toDate: '2025-08-31',
        explanation: 'Caring for my mother.',
      },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Explain this gap' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Submit my file' }));
    expect(await screen.findByText(/your file has been sent to the office/)).toBeTruthy();
  });

  it('corrects an entry on its detail page with the version it read', async () => {
    const server = fakeServer({
      [`GET ${READ}`]: () => ok(view()),
      [`POST ${SAVE}`]: () => ok({ id: JOB_ID, version: 2 }, 'Employment saved.'),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/detail-work/${TOKEN}/${JOB_ID}`);
    await waitFor(() => expect(document.title).toBe('care360 - Work History Detail'));
    const title = await screen.findByRole('textbox', { name: /Job title/ });
    expect((title as HTMLInputElement).value).toBe('Care assistant');
    await user.clear(title);
    await user.type(title, 'Senior carer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST', SAVE)).toHaveLength(1));
    const body = server.calls('POST', SAVE)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      token: TOKEN,
      kind: 'applicant-work-history',
      entryId: JOB_ID,
      version: 1,
    });
    expect(body.values).toMatchObject({ jobTitle: 'Senior carer', fromDate: '2021-01-04' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/applicant/${TOKEN}`));
  });

  it('offers the contract to sign once the office has moved them to it', async () => {
    fakeServer({
      [`GET ${READ}`]: () =>
        ok(
          view({
            stage: 'Contract',
            contract: { key: '21plus-contract', title: '21 Plus Contract' },
          }),
        ),
    });
    renderApp(`/applicant/${TOKEN}`);
    const contract = await screen.findByRole('link', { name: '21 Plus Contract' });
    expect(contract.getAttribute('href')).toBe(`/21plus-contract/${TOKEN}`);
  });

  it('shows a dead link’s message as it comes', async () => {
    fakeServer({ [`GET ${READ}`]: () => refused(400, 'This link does not work.') });
    renderApp(`/add-education/${TOKEN}`);
    expect(await screen.findByText('This link does not work.')).toBeTruthy();
  });
});
