import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The screen is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('../../platform/records/RecordListPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const dnacpr = row('u1', {
  parentId: 'c1',
  documentType: 'd1',
  title: 'DNACPR form',
  file: 'f1',
  expiryDate: null,
  notes: null,
  _titles: { documentType: 'DNACPR', file: 'DNACPR form.pdf' },
});

// Whole-app renders on a slow machine: more room than the 5 s default.
describe('a client’s uploads', { timeout: 30_000 }, () => {
  it('offer each document’s file for download by its name', async () => {
    recordServer(userWhoMay(['clients', 'client-uploads']), {
      'GET /api/v1/clients/c1': () => ok(row('c1', { forename: 'Margaret', surname: 'Hughes' })),
      'GET /api/v1/clients/c1/sections': () =>
        ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
      'GET /api/v1/clients/c1/client-uploads': () => ok(page([dnacpr], null, 1)),
    });
    renderApp('/app/clients/c1/edit/uploads');
    const table = await screen.findByRole('table', { name: 'Client Uploads' });
    const link = within(table).getByRole('link', { name: 'Download DNACPR form.pdf' });
    expect(link.getAttribute('href')).toBe('/api/v1/files/f1');
    expect(within(table).getByText('DNACPR')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'DNACPR form' }).getAttribute('href')).toBe(
      '/app/clients/c1/edit/uploads/u1/edit',
    );
  });
});
