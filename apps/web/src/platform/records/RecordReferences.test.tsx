import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { resetSavedState } from '../saved-state';
import { lastQuery, recordServer, row, userWhoMay } from './record-test-kit';

beforeAll(async () => {
  await import('./RecordFormPage');
  await import('./RecordListPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

// References are checked as UUIDs by the shared schema.
const BAND_A = '7d9f3c2a-1b4e-4f6a-9c8d-2e1f0a3b4c5d';
const BAND_B = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5e';
const RATES = '/api/v1/carer-hourly-rates';
/** The band field's options: ids and titles, what anyone who may write a rate may pick from. */
const BAND_OPTIONS = `${RATES}/options/band`;
const optionA = { id: BAND_A, title: 'Band A' };
const optionB = { id: BAND_B, title: 'Band B' };

const rate = row('r1', {
  name: 'Band B 2026/27',
  band: BAND_B,
  weekdayRate: 1295,
  weekendRate: null,
  bankHolidayRate: 2590,
  mileageRate: 45,
  effectiveFrom: '2026-04-01',
  effectiveTo: null,
});

// Whole-app renders on a slow machine: more room than the 5 s default.
describe('references to other records', { timeout: 20_000 }, () => {
  it('lists a reference by the title the server sends, and filters by the chosen record', async () => {
    const server = recordServer(userWhoMay(['carer-hourly-rates', 'bands']), {
      [`GET ${RATES}`]: () => ok(page([{ ...rate, _titles: { band: 'Band B' } }])),
      [`GET ${BAND_OPTIONS}`]: (request) =>
        ok(page(request.query.get('search') === 'Band B' ? [optionB] : [optionA, optionB])),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/carer-hourly-rates');
    const table = await screen.findByRole('table', { name: 'Carer Hourly Rates' });
    const cells = within(within(table).getByRole('row', { name: /Band B 2026/ })).getAllByRole(
      'cell',
    );
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Band B 2026/27',
      'Band B',
      '£12.95',
      '',
      '£25.90',
      '01/04/2026',
      'Delete',
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Band' }));
    await user.click(await screen.findByRole('option', { name: 'Band B' }));
    await waitFor(() => expect(lastQuery(server, 'GET', RATES)).toMatchObject({ band: BAND_B }));
    // The list's filter asks for every band, not only those a form may set.
    expect(lastQuery(server, 'GET', BAND_OPTIONS)).toMatchObject({ purpose: 'filter' });
  });

  it('picks a referenced record from a server search and sends its id', async () => {
    // Someone who may write rates but not read bands still picks a band.
    const server = recordServer(userWhoMay(['carer-hourly-rates']), {
      [`GET ${BAND_OPTIONS}`]: (request) =>
        ok(page(request.query.get('search') === 'B' ? [optionB] : [optionA, optionB])),
      [`POST ${RATES}`]: (request) => ok(row('r2', request.body as Record<string, unknown>)),
      [`GET ${RATES}`]: () => ok(page([])),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/carer-hourly-rates/add');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Band B 2027/28');
    const band = screen.getByRole('combobox', { name: 'Band' });
    await user.click(band);
    await user.type(band, 'B');
    await waitFor(() =>
      expect(lastQuery(server, 'GET', BAND_OPTIONS)).toMatchObject({ search: 'B', limit: '20' }),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Band A' })).toBeNull());
    await user.click(screen.getByRole('option', { name: 'Band B' }));
    await user.type(screen.getByRole('textbox', { name: 'Weekday rate per hour' }), '13.10');
    await user.type(screen.getByRole('textbox', { name: 'Applies from' }), '01/04/2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls('POST', RATES)).toHaveLength(1));
    expect(server.calls('POST', RATES)[0]?.body).toMatchObject({
      name: 'Band B 2027/28',
      band: BAND_B,
      weekdayRate: 1310,
      effectiveFrom: '2027-04-01',
    });
  });

  it('shows the referenced record’s title on the edit page before any search', async () => {
    recordServer(userWhoMay(['carer-hourly-rates']), {
      [`GET ${RATES}/r1`]: () => ok({ ...rate, _titles: { band: 'Band B' } }),
      [`GET ${BAND_OPTIONS}`]: () => ok(page([optionA])),
    });
    renderApp('/app/carer-hourly-rates/r1/edit');
    const band = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Band' });
    await waitFor(() => expect(band.value).toBe('Band B'));
  });
});
