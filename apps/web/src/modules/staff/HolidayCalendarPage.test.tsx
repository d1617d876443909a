import { ukCalendarDate } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const CALENDAR = '/api/v1/holiday-calendar';
const today = ukCalendarDate();
const month = today.slice(0, 7);
const PERSON = '4c1e3a52-8f0e-4a57-9d43-2b1f6a9c7e10';

const answer = {
  owner: 'employees',
  month,
  from: `${month}-01`,
  to: today,
  bankHolidays: [],
  holidays: [
    {
      id: '9a7b6c5d-4e3f-4a2b-8c1d-0e9f8a7b6c5d',
      owner: 'employees',
      personId: PERSON,
      name: 'Hana Holiday',
      fromDate: today,
      toDate: today,
      status: 'Requested',
      reason: 'Annual leave',
      colour: null,
      hours: 7.5,
      editPath: `/app/employees/${PERSON}/edit/holidays/9a7b6c5d-4e3f-4a2b-8c1d-0e9f8a7b6c5d/edit`,
    },
  ],
};

// The first render loads the calendar's chunk (the library and Svelte, bundled for the test).
describe('the holiday calendar', { timeout: 90_000 }, () => {
  it('shows the month’s holidays linked to their edit page, by person too, and moves by month', async () => {
    const server = recordServer(userWhoMay(['employees'], ['read']), {
      [`GET ${CALENDAR}`]: () => ok(answer),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/calendar/employee/holidays');
    await waitFor(() =>
      expect(document.title).toBe('care360 - Calendar - Office Employee Holidays'),
    );
    const calendar = await screen.findByRole('region', { name: 'Holidays' }, { timeout: 60_000 });
    const link = await within(calendar).findByRole('link', { name: 'Hana Holiday' });
    expect(link.getAttribute('href')).toBe(answer.holidays[0]?.editPath);
    expect(within(calendar).getByText('Requested')).toBeTruthy();
    expect(within(calendar).getByText('Annual leave')).toBeTruthy();
    expect(server.calls('GET', CALENDAR)[0]?.query.get('month')).toBe(month);

    await user.click(screen.getByRole('radio', { name: 'People' }));
    await waitFor(() => expect(calendar.dataset.view).toBe('timeline'));
    expect(await within(calendar).findByRole('link', { name: 'Hana Holiday' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(server.calls('GET', CALENDAR).at(-1)?.query.get('month')).not.toBe(month),
    );
  });

  it('shows the organisation’s calendar: both kinds of staff and the bank holidays, in words', async () => {
    const server = recordServer(userWhoMay(['carers', 'employees'], ['read']), {
      [`GET ${CALENDAR}`]: () =>
        ok({
          ...answer,
          owner: 'all',
          bankHolidays: [
            {
              id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
              name: 'Christmas Day',
              date: today,
              region: 'England and Wales',
            },
          ],
        }),
    });
    renderApp('/app/holidays/calendar');
    await waitFor(() => expect(document.title).toBe('care360 - Holidays Calendar'));
    const calendar = await screen.findByRole('region', { name: 'Holidays' }, { timeout: 60_000 });
    expect(server.calls('GET', CALENDAR)[0]?.query.get('owner')).toBe('all');
    expect(await within(calendar).findByText('Bank holiday: Christmas Day')).toBeTruthy();
    expect(within(calendar).getByText('Bank holiday')).toBeTruthy();
    expect(within(calendar).getByRole('link', { name: 'Hana Holiday (office)' })).toBeTruthy();
  });

  it('lists the days someone is off on a phone, and says when no one is', async () => {
    onAPhone();
    recordServer(userWhoMay(['employees'], ['read']), {
      [`GET ${CALENDAR}`]: () => ok({ ...answer, holidays: [] }),
    });
    renderApp('/app/calendar/employee/holidays');
    await screen.findByRole('region', { name: 'Holidays by day' }, { timeout: 60_000 });
    expect(await screen.findByText('No one is off this month.')).toBeTruthy();
  });
});
