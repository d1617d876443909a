import type { PersonFileSectionStatus, PersonFileSections } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, page } from '../../test/fake-server';
import { currentHref, renderApp } from '../../test/render-app';
import { recordServer, row, userWhoMay } from '../records/record-test-kit';
import { resetSavedState } from '../saved-state';

beforeAll(async () => {
  await import('./PersonFileLayout');
  await import('../../platform/records/RecordListPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const CLIENT = 'c1';
const SECTIONS = `/api/v1/clients/${CLIENT}/sections`;
const NETWORK = `/api/v1/clients/${CLIENT}/client-support-network`;
const LOGS = `/api/v1/clients/${CLIENT}/client-logs`;

/**
 * A section link's name: its title and state as shown, completed by words only a screen reader
 * hears ('40%' is '40% complete'); the spaces around the hidden commas vary by browser.
 */
const sectionName = (...parts: string[]) => new RegExp(`^${parts.join('\\s*,\\s*')}$`, 'i');

const section = (
  fields: Pick<PersonFileSectionStatus, 'key' | 'title' | 'group' | 'path' | 'kind'> &
    Partial<PersonFileSectionStatus>,
): PersonFileSectionStatus => ({
  completion: null,
  count: null,
  overdue: false,
  nextReviewOn: null,
  signed: false,
  ...fields,
});

const sections = (networkCount: number): PersonFileSections => ({
  owner: { id: CLIENT, name: 'Mrs Margaret (Peggy) Hughes' },
  items: [
    section({ key: 'details', title: 'Client Details', group: 'Profile', path: '', kind: 'edit' }),
    section({
      key: 'falls-risk-assessment',
      title: 'Falls Risk Assessment',
      group: 'Assessments',
      path: 'falls-risk-assessment',
      kind: 'form',
      completion: 40,
      overdue: true,
      nextReviewOn: '2024-07-10',
    }),
    section({
      key: 'consent',
      title: 'Consent',
      group: 'Contracts',
      path: 'consent',
      kind: 'form',
      completion: 100,
      signed: true,
    }),
    section({
      key: 'client-support-network',
      title: 'Support Network',
      group: 'Records',
      path: 'support-network',
      kind: 'list',
      count: networkCount,
    }),
    section({
      key: 'client-logs',
      title: 'Logs',
      group: 'Records',
      path: 'client-logs',
      kind: 'list',
      count: 0,
    }),
  ],
});

describe('client file frame', { timeout: 20_000 }, () => {
  it('names the client, groups the sections with completion, counts, signed and overdue, and marks the page shown', async () => {
    recordServer(userWhoMay(['clients', 'client-support-network', 'client-logs']), {
      [`GET ${SECTIONS}`]: () => ok(sections(2)),
      [`GET /api/v1/clients/${CLIENT}`]: () =>
        ok(
          row(CLIENT, {
            title: 'Mrs',
            forename: 'Margaret',
            preferredName: 'Peggy',
            surname: 'Hughes',
          }),
        ),
      [`GET ${NETWORK}`]: () => ok(page([])),
    });
    renderApp(`/app/clients/${CLIENT}/edit/support-network`);
    const nav = within(await screen.findByRole('navigation', { name: 'Client file sections' }));
    const falls = await nav.findByRole('link', {
      name: sectionName('Falls Risk Assessment', '40% complete', 'review overdue'),
    });
    expect(within(falls).getByText('40%')).toBeTruthy();
    expect(within(falls).getByText('Overdue')).toBeTruthy();
    expect(falls.getAttribute('href')).toBe(`/app/clients/${CLIENT}/edit/falls-risk-assessment`);
    expect(
      within(nav.getByRole('link', { name: sectionName('Consent', 'signed') })).getByText('Signed'),
    ).toBeTruthy();
    const network = nav.getByRole('link', { name: sectionName('Support Network', '2 records') });
    expect(network.getAttribute('aria-current')).toBe('page');
    expect(falls.getAttribute('aria-current')).toBeNull();
    // The details page is the file's index, not an ancestor of every section.
    expect(
      nav.getByRole('link', { name: sectionName('Client Details') }).getAttribute('aria-current'),
    ).toBeNull();
    // Grouped under their names, in the file's order.
    const groups = nav.getAllByRole('list').map((list) => list.getAttribute('aria-labelledby'));
    expect(groups.map((id) => (id ? document.getElementById(id)?.textContent : null))).toEqual([
      'Profile',
      'Assessments',
      'Contracts',
      'Records',
    ]);

    // The name they go by, in the file's header and in the breadcrumbs alike.
    const crumb = await screen.findByRole('link', { name: 'Mrs Margaret (Peggy) Hughes' });
    expect(crumb.getAttribute('href')).toBe(`/app/clients/${CLIENT}`);
    expect(screen.getAllByText('Mrs Margaret (Peggy) Hughes')).toHaveLength(2);
    const back = screen.getByRole('link', { name: 'Back to the profile' });
    expect(back.getAttribute('href')).toBe(`/app/clients/${CLIENT}`);
  });

  it('reads the sections again when the person moves to another section', async () => {
    let count = 2;
    const server = recordServer(userWhoMay(['clients', 'client-support-network', 'client-logs']), {
      [`GET ${SECTIONS}`]: () => ok(sections(count)),
      [`GET /api/v1/clients/${CLIENT}`]: () => ok(row(CLIENT, { surname: 'Hughes' })),
      [`GET ${NETWORK}`]: () => ok(page([])),
      [`GET ${LOGS}`]: () => ok(page([])),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/app/clients/${CLIENT}/edit/support-network`);
    const nav = within(await screen.findByRole('navigation', { name: 'Client file sections' }));
    await nav.findByRole('link', { name: sectionName('Support Network', '2 records') });
    expect(server.calls('GET', SECTIONS)).toHaveLength(1);

    count = 3;
    await user.click(nav.getByRole('link', { name: sectionName('Logs', '0 records') }));
    await waitFor(() =>
      expect(currentHref(router)).toBe(`/app/clients/${CLIENT}/edit/client-logs`),
    );
    expect(
      await nav.findByRole('link', { name: sectionName('Support Network', '3 records') }),
    ).toBeTruthy();
    expect(
      nav
        .getByRole('link', { name: sectionName('Logs', '0 records') })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('says so when the client is not in the organisation', async () => {
    recordServer(userWhoMay(['clients']), {
      [`GET ${SECTIONS}`]: () => ({
        status: 404,
        body: { status: false, message: 'Not found', data: null, errors: {} },
      }),
      [`GET /api/v1/clients/${CLIENT}`]: () => ({
        status: 404,
        body: { status: false, message: 'Not found', data: null, errors: {} },
      }),
    });
    renderApp(`/app/clients/${CLIENT}/edit`);
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Client file sections' })).toBeNull();
  });
});
