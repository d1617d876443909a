import { recordKind } from '@care360/domain';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { fakeServer } from '../../test/fake-server';
import { RecordForm } from './RecordForm';
import { recordLocation } from './record-location';
import { ownIdParam } from './record-route-info';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CLIENT = '7d3f3c1e-55a4-4d5b-9a0e-2f4f6c1d2b11';

function renderRiskForm() {
  const location = recordLocation(recordKind('client-risk-assessments'), {
    [ownIdParam(0)]: CLIENT,
  });
  const rootRoute = createRootRoute({
    component: () => <RecordForm location={location} record={null} readOnly={false} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a computed field on a record form', () => {
  it('shows a risk’s score and rating live from likelihood × severity, read-only', async () => {
    fakeServer({});
    const user = userEvent.setup({ delay: null });
    renderRiskForm();
    const score = await screen.findByRole('textbox', { name: 'Risk score' });
    const rating = screen.getByRole('textbox', { name: 'Risk rating' });
    expect(score).toHaveProperty('readOnly', true);
    expect(rating).toHaveProperty('value', '');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Likelihood' }), '4 – Likely');
    expect(rating).toHaveProperty('value', '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), '4 – Major');
    await waitFor(() => expect(score).toHaveProperty('value', '16'));
    expect(rating).toHaveProperty('value', 'High');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Severity' }),
      '5 – Catastrophic',
    );
    await waitFor(() => expect(rating).toHaveProperty('value', 'Very high'));
    expect(score).toHaveProperty('value', '20');
    // The residual risk, rated after the actions, has its own computed rating.
    expect(screen.getByRole('textbox', { name: 'Residual risk rating' })).toHaveProperty(
      'value',
      '',
    );
  }, 20_000);
});
