import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, page } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { renderApp } from '../../test/render-app';
import { resetSavedState } from '../saved-state';
import { lastQuery, recordServer, row, userWhoMay } from './record-test-kit';

beforeAll(async () => {
  // The screen is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./RecordListPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSavedState();
});

const LIST = '/api/v1/medications';
const morphine = row('m2', {
  name: 'Morphine sulfate',
  strength: '10 mg/5 ml',
  form: 'Liquid',
  route: 'Oral',
  controlled: true,
  notes: null,
});

describe('a record list on a phone', { timeout: 20_000 }, () => {
  it('shows each row as a card: the title as a heading linking to it, the columns labelled, delete at hand', async () => {
    onAPhone();
    const server = recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}`]: () => ok(page([morphine])),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/medications');
    // The first render of the whole app is slow on a loaded machine.
    const cards = await screen.findByRole('list', { name: 'Medications' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(cards).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    const heading = within(card).getByRole('heading', { name: 'Morphine sulfate' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/app/medications/m2/edit');
    const pairs = Array.from(card.querySelectorAll('dt')).map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(pairs).toEqual([
      'Strength: 10 mg/5 ml',
      'Form: Liquid',
      'Route: Oral',
      'Controlled drug: Yes',
    ]);
    expect(within(card).getByRole('button', { name: 'Delete Morphine sulfate' })).toBeTruthy();

    // With no column headers to click, the sort is a choice of its own.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'strength:desc');
    await waitFor(() =>
      expect(lastQuery(server, 'GET', LIST)).toMatchObject({ sort: 'strength', dir: 'desc' }),
    );
  });

  it('folds the filters away behind a button, the search still at hand', async () => {
    onAPhone();
    recordServer(userWhoMay(['medications']), { [`GET ${LIST}`]: () => ok(page([morphine])) });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/medications');
    await screen.findByRole('list', { name: 'Medications' }, { timeout: 10_000 });
    expect(screen.getByRole('searchbox', { name: 'Search medications' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await screen.findByRole('combobox', { name: 'Form' })).toBeTruthy();
  });
});
