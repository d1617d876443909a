import type { Worklist } from '@care360/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../platform/current-user';
import { fakeServer, officeUser, ok } from '../test/fake-server';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noWork: Worklist = {
  clientsVisible: false,
  today: '2026-11-23',
  groups: {
    'must-not-work': [],
    'overdue-reviews': [],
    'reviews-this-week': [],
    'doses-today': [],
    'in-hospital': [],
    'missing-consent': [],
    'training-expiring': [],
    'oversight-overdue': [],
    'onboarding-todos': [],
    'right-to-work-dbs': [],
    'holiday-requests': [],
    'cqc-notifications': [],
  },
  counts: {
    'must-not-work': 0,
    'overdue-reviews': 0,
    'reviews-this-week': 0,
    'doses-today': 0,
    'in-hospital': 0,
    'missing-consent': 0,
    'training-expiring': 0,
    'oversight-overdue': 0,
    'onboarding-todos': 0,
    'right-to-work-dbs': 0,
    'holiday-requests': 0,
    'cqc-notifications': 0,
  },
};

function serverFor(user: CurrentUser, worklist: Worklist = noWork) {
  fakeServer({
    'GET /api/v1/user': () => ok({ data: user }),
    'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
    'GET /api/v1/worklist': () => ok(worklist),
  });
}

describe('HomePage', () => {
  it('greets the person and shows their organisation, branch and role', async () => {
    serverFor(officeUser);
    renderApp('/app');
    expect(await screen.findByRole('heading', { level: 1, name: /, Amara$/ })).toBeTruthy();
    expect(screen.getByText('Riverside Care')).toBeTruthy();
    expect(screen.getByText('Leeds North')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Office manager')).toBeTruthy();
  });

  it('links to the screens the person may open, and no others', async () => {
    serverFor(officeUser);
    renderApp('/app');
    const shortcuts = await screen.findByRole('region', { name: 'Go to' });
    const links = within(shortcuts)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Users', '/app/users'],
      ['Branches', '/app/branches'],
    ]);
  });

  it('shows the worklist by group, each line linking to where the work is done', async () => {
    serverFor(officeUser, {
      ...noWork,
      clientsVisible: true,
      groups: {
        ...noWork.groups,
        'overdue-reviews': [
          {
            clientId: 'c1',
            clientName: 'Mrs Margaret (Peggy) Hughes',
            detail: 'Falls Risk Assessment: review was due 20/11/2026',
            href: '/app/clients/c1/edit/falls-risk-assessment',
          },
        ],
      },
      counts: { ...noWork.counts, 'overdue-reviews': 1 },
    });
    renderApp('/app');
    const overdue = await screen.findByRole('region', { name: 'Reviews overdue' });
    expect(
      within(overdue).getByRole('link', { name: 'Mrs Margaret (Peggy) Hughes' }),
    ).toHaveProperty('pathname', '/app/clients/c1/edit/falls-risk-assessment');
    expect(
      within(overdue).getByText('Falls Risk Assessment: review was due 20/11/2026'),
    ).toBeTruthy();
    const hospital = screen.getByRole('region', { name: 'Clients in hospital' });
    expect(within(hospital).getByText('No client is in hospital.')).toBeTruthy();
    // Staff who must not work head the worklist.
    const worklist = screen.getByRole('region', { name: 'Your worklist' });
    expect(within(worklist).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(
      'Must not work',
    );
  });

  it('shows no worklist to someone who may not read client files', async () => {
    serverFor(officeUser);
    renderApp('/app');
    await screen.findByRole('region', { name: 'Go to' });
    expect(screen.queryByRole('region', { name: 'Your worklist' })).toBeNull();
  });

  it('shows someone who may not read client files their own expiring training, and only that', async () => {
    serverFor(officeUser, {
      ...noWork,
      groups: {
        ...noWork.groups,
        'training-expiring': [
          {
            clientId: 'k1',
            clientName: 'Jo Carer (you)',
            detail: 'Moving and handling expires 16/12/2026',
            href: '/app/carers/k1/edit/training',
          },
        ],
      },
      counts: { ...noWork.counts, 'training-expiring': 1 },
    });
    renderApp('/app');
    const training = await screen.findByRole('region', { name: 'Training expiring or expired' });
    expect(within(training).getByRole('link', { name: 'Jo Carer (you)' })).toHaveProperty(
      'pathname',
      '/app/carers/k1/edit/training',
    );
    expect(within(training).getByText('Moving and handling expires 16/12/2026')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Reviews overdue' })).toBeNull();
  });

  it('says "All branches" for a person not tied to one branch', async () => {
    serverFor({ ...officeUser, branch: null });
    renderApp('/app');
    expect(await screen.findByText('All branches')).toBeTruthy();
  });
});
