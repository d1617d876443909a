import type { EmploymentTimelineAnswer } from '@care360/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the test within its timeouts.
  await import('./EmploymentTimelinePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const ID = '55555555-5555-4555-8555-555555555555';
const TIMELINE = `/api/v1/applicants/${ID}/employment-timeline`;
const SEND = `/api/v1/applicants/${ID}/applicant-link`;

const timeline: EmploymentTimelineAnswer = {
  jobs: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      employer: 'Kind Care Ltd',
      jobTitle: 'Care assistant',
      fromDate: '2019-01-07',
      toDate: '2021-02-26',
      reasonForLeaving: 'Moved house',
    },
    {
      id: '77777777-7777-4777-8777-777777777777',
      employer: 'Sunny Homes',
      jobTitle: 'Senior carer',
      fromDate: '2021-09-01',
      toDate: '2024-03-29',
      reasonForLeaving: null,
    },
  ],
  gaps: [
    {
      from: '2021-02-27',
      to: '2021-08-31',
      days: 186,
      months: '02/2021–08/2021',
      explained: true,
      explanations: ['Caring for my mother.'],
    },
    {
      from: '2024-03-30',
      to: '2026-11-26',
      days: 972,
      months: '03/2024–11/2026',
      explained: false,
      explanations: [],
    },
  ],
  addresses: [
    {
      id: '88888888-8888-4888-8888-888888888888',
      address: '1 High Street, Leeds, LS1 4AP',
      fromDate: '2023-01-01',
      toDate: null,
    },
  ],
  addressGaps: [
    {
      from: '2021-11-26',
      to: '2022-12-31',
      days: 401,
      months: '11/2021–12/2022',
      explained: false,
    },
  ],
  gapThresholdDays: 31,
  addressHistoryYears: 5,
  today: '2026-11-26',
};

describe('an applicant’s employment timeline', { timeout: 30_000 }, () => {
  it('shows jobs and gaps in order, each gap explained or not, the address cover, and re-sends the link', async () => {
    const server = recordServer(userWhoMay(['applicants']), {
      [`GET /api/v1/applicants/${ID}`]: () => ok(row(ID, { forename: 'Amina', surname: 'Khan' })),
      [`GET /api/v1/applicants/${ID}/sections`]: () =>
        ok({ owner: { id: ID, name: 'Amina Khan' }, items: [] }),
      [`GET ${TIMELINE}`]: () => ok(timeline),
      [`POST ${SEND}`]: () => ok(null, 'We have emailed Amina their link.'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/applicants/${ID}/edit/employment-timeline`);
    expect(await screen.findByRole('heading', { name: 'Employment Timeline' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    const order = ['Kind Care Ltd', 'Gap 02/2021–08/2021', 'Sunny Homes', 'Gap 03/2024–11/2026'];
    const places = order.map((text) => items.findIndex((item) => item.includes(text)));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect(screen.getByText('Explained')).toBeTruthy();
    expect(screen.getByText('Not explained')).toBeTruthy();
    expect(screen.getByText('“Caring for my mother.”')).toBeTruthy();
    expect(screen.getByText('27/02/2021 to 31/08/2021 (186 days)')).toBeTruthy();
    expect(screen.getByText('1 gap is not explained.', { exact: false })).toBeTruthy();
    expect(screen.getByText(/No address for 26\/11\/2021 to 31\/12\/2022/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Email the applicant their link' }));
    await waitFor(() => expect(server.calls('POST', SEND)).toHaveLength(1));
    expect(await screen.findByText('We have emailed Amina their link.')).toBeTruthy();
  });
});
