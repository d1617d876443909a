import type { MarChart, MarEntry } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { currentHref, renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./MarChartPage');
});

beforeEach(() => {
  // 10:00 on Wednesday 12 March 2025 in London: the morning round has passed today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-12T10:00:00Z'));
  onAPhone();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetSavedState();
});

const MAR = '/api/v1/clients/c1/mar';

const medication = {
  route: 'Oral',
  prnReason: null,
  prnMaximum: null,
  supportLevel: 'Administer',
  endDate: null,
};

const march = {
  month: '2025-03',
  days: Array.from({ length: 31 }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`),
  slots: [
    { value: 'morning', label: 'Morning', time: '08:00' },
    { value: 'lunch', label: 'Lunch', time: '12:30' },
    { value: 'tea', label: 'Tea', time: '17:00' },
    { value: 'bed', label: 'Bed', time: '21:00' },
  ],
  medications: [
    {
      ...medication,
      id: 'cm1',
      title: 'Amlodipine 5 mg',
      dose: '1 tablet',
      prn: false,
      timesOfDay: ['morning', 'bed'],
      startDate: '2025-03-10',
    },
  ],
  entries: [
    {
      id: 'e1',
      clientMedicationId: 'cm1',
      day: '2025-03-11',
      slot: 'morning',
      code: 'G',
      outcome: 'given',
      note: null,
      recordedByName: 'Sam Carer',
      recordedAt: '2025-03-11T08:05:00.000Z',
      version: 1,
    } as MarEntry,
  ],
} as MarChart;

describe('a client’s MAR chart on a phone', { timeout: 30_000 }, () => {
  it('shows today a round at a time, moves a day, and opens a dose from its large button', async () => {
    recordServer(userWhoMay(['clients', 'client-medications']), {
      'GET /api/v1/clients/c1/sections': () =>
        ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
      [`GET ${MAR}`]: () => ok(march),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/app/clients/c1/edit/marchart');
    expect(
      await screen.findByRole('heading', { name: 'Wednesday 12/03/2025' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const rounds = await screen.findByRole('list', { name: 'Rounds of the day' });
    expect(
      within(rounds)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Morning 08:00', 'Bed 21:00']);
    const missed = within(rounds).getByRole('button', {
      name: /^Amlodipine 5 mg, Morning 08:00, Wednesday 12\/03\/2025: Missed/,
    });
    expect(missed.textContent).toContain('! Missed');

    await user.click(screen.getByRole('link', { name: '‹ Previous day' }));
    expect(await screen.findByRole('heading', { name: 'Tuesday 11/03/2025' })).toBeTruthy();
    await waitFor(() =>
      expect(currentHref(router)).toBe('/app/clients/c1/edit/marchart?day=2025-03-11'),
    );
    const given = screen.getByRole('button', {
      name: 'Amlodipine 5 mg, Morning 08:00, Tuesday 11/03/2025: Given (G)',
    });
    expect(given.textContent).toContain('Given (G)');
    expect(given.closest('li')?.getAttribute('data-state')).toBe('given');
    await user.click(given);
    expect(await screen.findByRole('dialog')).toBeTruthy();

    // Before the start date nothing is due: no rounds on that day.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: '‹ Previous day' }));
    await user.click(await screen.findByRole('link', { name: '‹ Previous day' }));
    expect(await screen.findByText('No doses are prescribed on this day.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: 'Wednesday 12/03/2025' })).toBeTruthy();
  });

  it('offers a PRN medicine with nothing recorded that day, so its first dose can be recorded', async () => {
    const withPrn = {
      ...march,
      medications: [
        ...march.medications,
        {
          ...medication,
          id: 'cm2',
          title: 'Paracetamol 500 mg',
          dose: '1–2 tablets',
          prn: true,
          prnReason: 'Pain',
          timesOfDay: [],
          startDate: '2025-03-01',
        },
      ],
    } as MarChart;
    recordServer(userWhoMay(['clients', 'client-medications']), {
      'GET /api/v1/clients/c1/sections': () =>
        ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
      [`GET ${MAR}`]: () => ok(withPrn),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/marchart');
    const rounds = await screen.findByRole(
      'list',
      { name: 'Rounds of the day' },
      { timeout: 10_000 },
    );
    expect(
      within(rounds)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Morning 08:00', 'Bed 21:00', 'As required (PRN)']);
    const prn = within(rounds).getByRole('button', { name: /^Paracetamol 500 mg/ });
    expect(prn.getAttribute('aria-disabled')).toBeNull();
    await user.click(prn);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
