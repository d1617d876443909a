import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

/**
 * An incident reported from a carer's phone opens in the office as a draft, and its form says
 * what to do to open it; an opened incident's form says nothing of drafts.
 */

const DRAFT = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const OPEN = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

beforeAll(async () => {
  await import('../../platform/records/RecordFormPage');
  await import('./IncidentDraftNotice');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const incident = (id: string, status: string) =>
  row(id, {
    title: 'Found on the floor by the bed',
    type: 'Fall',
    occurredOn: '2026-10-21',
    whatHappened: 'Found sitting on the bedroom floor; she said she slid off the bed.',
    harm: 'None',
    status,
  });

function serve() {
  recordServer(userWhoMay(['incidents']), {
    [`GET /api/v1/incidents/${DRAFT}`]: () => ok(incident(DRAFT, 'Draft')),
    [`GET /api/v1/incidents/${OPEN}`]: () => ok(incident(OPEN, 'Open')),
  });
}

describe('an incident’s form', { timeout: 30_000 }, () => {
  it('tells the office how to open a draft from a carer’s phone', async () => {
    serve();
    renderApp(`/app/quality-assurance/incident-and-accidents/${DRAFT}/edit`);
    expect(
      await screen.findByText('Reported from a carer’s phone', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/then set the status to Open/)).toBeTruthy();
  });

  it('says nothing of drafts once the incident is open', async () => {
    serve();
    renderApp(`/app/quality-assurance/incident-and-accidents/${OPEN}/edit`);
    await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 });
    expect(screen.getByDisplayValue('Found on the floor by the bed')).toBeTruthy();
    expect(screen.queryByText('Reported from a carer’s phone')).toBeNull();
  });
});
