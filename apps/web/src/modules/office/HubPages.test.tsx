import type { DbsDetails } from '@care360/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await import('./HubPages');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const overdue: DbsDetails = { total: 3, overdue: 3, page: 1, limit: 1, items: [] };

describe('the office hubs', { timeout: 30_000 }, () => {
  it('the HR portal links to the screens its reader may open and counts overdue DBS checks', async () => {
    recordServer(userWhoMay(['carers', 'carer-dbs-checks'], ['read']), {
      'GET /api/v1/office/dbs-details': () => ok(overdue),
    });
    renderApp('/app/hr-portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'HR Portal' })).toBeTruthy();
    expect(document.title).toBe('care360 - HR Portal');
    expect(await screen.findByText('3 DBS checks are overdue.')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'DBS Details' }).getAttribute('href')).toBe(
      '/app/dbs-details',
    );
    expect(main.getByRole('link', { name: 'Supervisions Due' })).toBeTruthy();
    // No permission for the uniform or the vacancies: no tile for them.
    expect(main.queryByRole('link', { name: 'Uniform Details' })).toBeNull();
    expect(main.queryByRole('link', { name: 'Job Vacancies' })).toBeNull();
  });

  it('a category’s sub-categories list the screens its reader may open', async () => {
    recordServer(userWhoMay(['carers', 'training-courses'], ['read']), {});
    renderApp('/app/sub-categories/training');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sub-categories - Training' }),
    ).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Training Matrix' }).getAttribute('href')).toBe(
      '/app/training-matrix',
    );
    expect(main.getByRole('link', { name: 'Training Courses' })).toBeTruthy();
    expect(main.queryByRole('link', { name: 'Office Employees' })).toBeNull();
  });

  it('an unknown category is not found', async () => {
    recordServer(userWhoMay(['carers'], ['read']), {});
    renderApp('/app/sub-categories/nonsense');
    expect(await screen.findByText('There is no such category.')).toBeTruthy();
  });
});
