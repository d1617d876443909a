import { employerReferenceForm, type PersonFileSections } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await import('../../platform/person-files/PersonFileLayout');
  await import('./InterviewRowActions');
  await import('./ReferenceAnswersSection');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const APPLICANT = 'a1';
const BASE = `/api/v1/applicants/${APPLICANT}`;
const sections: PersonFileSections = { owner: { id: APPLICANT, name: 'Nia Jones' }, items: [] };

describe('the Interview section of the applicant file', { timeout: 60_000 }, () => {
  it('sends the offered slots from an offered one, and offers nothing on a booked one', async () => {
    const LIST = `${BASE}/applicant-interviews`;
    const slot = (id: string, state: string) =>
      row(id, { startsAt: '2030-03-05T10:00:00.000Z', minutes: 45, place: 'In the office', state });
    const server = recordServer(userWhoMay(['applicants']), {
      [`GET ${BASE}/sections`]: () => ok(sections),
      [`GET ${LIST}`]: () => ok(page([slot('i1', 'Offered'), slot('i2', 'Booked')])),
      [`GET ${BASE}`]: () => ok(row(APPLICANT, { forename: 'Nia', surname: 'Jones' })),
      [`POST ${BASE}/interviews/send-slots`]: () =>
        ok({ offered: 1 }, '1 interview slot sent to nia@example.org.'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/applicants/${APPLICANT}/edit/interview`);
    const table = await screen.findByRole('table', {}, { timeout: 25_000 });
    const buttons = await within(table).findAllByRole('button', { name: 'Send interview slots' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(server.calls('POST', `${BASE}/interviews/send-slots`)).toHaveLength(1),
    );
  });
});

describe("a reference's page", { timeout: 60_000 }, () => {
  it("shows the referee's answers on their own tab", async () => {
    const reference = row('r1', {
      type: 'Employer',
      refereeName: 'Pat Referee',
      email: 'pat@example.org',
      requestState: 'Received',
      receivedOn: '2026-11-24T10:00:00.000Z',
      satisfactory: 'Not yet reviewed',
    });
    recordServer(userWhoMay(['applicants']), {
      [`GET ${BASE}/sections`]: () => ok(sections),
      [`GET ${BASE}/applicant-references/r1`]: () => ok(reference),
      [`GET ${BASE}`]: () => ok(row(APPLICANT, { forename: 'Nia', surname: 'Jones' })),
      'GET /api/v1/applicant-references/r1/answers': () =>
        ok({
          received: {
            definition: employerReferenceForm,
            answers: { job_title: 'Senior carer', reason_for_leaving: 'Moved house.' },
            receivedOn: '2026-11-24T10:00:00.000Z',
          },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/applicants/${APPLICANT}/edit/references/r1/edit`);
    await user.click(
      await screen.findByRole('tab', { name: "Referee's answers" }, { timeout: 25_000 }),
    );
    expect(await screen.findByText(/Received on 24\/11\/2026/)).toBeTruthy();
    expect(screen.getByText('Moved house.')).toBeTruthy();
  });
});
