import { addCalendarDays, ukCalendarDate } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepPeriod as movePeriod, calendarPeriod as periodOf } from '../../platform/calendar';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const CALENDAR = '/api/v1/recruitment/interview-calendar';
const today = ukCalendarDate();

const interview = {
  id: 'i1',
  startsAt: `${today}T12:30:00.000Z`,
  minutes: 45,
  place: 'In the office',
  branchName: 'Leeds North',
  state: 'Booked',
  applicantId: 'a1',
  applicantName: 'Nia Jones',
  interviewerName: 'Amara Okafor',
  branch: 'b1',
};

describe('the interview periods', () => {
  it('are whole months and Monday-to-Sunday weeks, moving by one', () => {
    expect(periodOf('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodOf('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(movePeriod('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(movePeriod('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(movePeriod('week', '2026-11-26', -1)).toBe('2026-11-19');
  });
});

describe('the interview calendar', { timeout: 30_000 }, () => {
  it('lists the month’s interviews by day on a phone, each linked to the applicant’s file, and moves by week', async () => {
    onAPhone();
    const server = recordServer(userWhoMay(['applicants'], ['read']), {
      [`GET ${CALENDAR}`]: () => ok({ interviews: [interview] }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/recruitment-tracker/calendar');
    await waitFor(() => expect(document.title).toBe('care360 - Recruitment Tracker - Calendar'));
    const list = await screen.findByLabelText('Interviews by day', {}, { timeout: 10_000 });
    const link = await within(list).findByRole('link', { name: 'Nia Jones' });
    expect(link.getAttribute('href')).toBe('/app/applicants/a1/edit/interview');
    expect(within(list).getByText('Booked')).toBeTruthy();
    expect(within(list).getByText(/45 min, In the office, Leeds North/)).toBeTruthy();
    const month = periodOf('month', today);
    expect(server.calls('GET', CALENDAR)[0]?.query.get('from')).toBe(month.from);
    expect(server.calls('GET', CALENDAR)[0]?.query.get('to')).toBe(month.to);

    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const week = periodOf('week', addCalendarDays(today, 7));
    await waitFor(() =>
      expect(server.calls('GET', CALENDAR).at(-1)?.query.get('from')).toBe(week.from),
    );
    expect(server.calls('GET', CALENDAR).at(-1)?.query.get('to')).toBe(week.to);
  });
});
