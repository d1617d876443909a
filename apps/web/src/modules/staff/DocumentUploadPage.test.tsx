import { MAX_PAGE_SIZE } from '@care360/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastQuery, recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the test within its timeouts.
  await import('./DocumentUploadPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const ID = '55555555-5555-4555-8555-555555555555';
const UPLOAD = '66666666-6666-4666-8666-666666666666';

describe('a carer’s Document Upload page', { timeout: 30_000 }, () => {
  it('lists each document required at onboarding, missing or on file, with the newest upload', async () => {
    const server = recordServer(userWhoMay(['carers']), {
      [`GET /api/v1/carers/${ID}`]: () => ok(row(ID, { forename: 'Grace', surname: 'Okafor' })),
      [`GET /api/v1/carers/${ID}/sections`]: () =>
        ok({ owner: { id: ID, name: 'Grace Okafor' }, items: [] }),
      'GET /api/v1/document-upload-types': () =>
        ok({
          items: [
            { id: 't-dbs', name: 'DBS certificate', expires: false },
            { id: 't-passport', name: 'Passport', expires: true },
          ],
        }),
      [`GET /api/v1/carers/${ID}/carer-uploads`]: () =>
        ok({
          items: [
            {
              id: UPLOAD,
              documentType: 't-passport',
              title: 'Passport, photo page',
              expiryDate: '2031-04-30',
              createdAt: '2026-01-05T10:00:00Z',
            },
          ],
        }),
    });
    renderApp(`/app/carers/${ID}/edit/document-upload`);
    expect(await screen.findByRole('heading', { name: 'Document Upload' })).toBeTruthy();
    expect(await screen.findByText('1 of 2 required documents needs attention.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Documents required at onboarding' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'DBS certificateMissing——',
      'PassportOn filePassport, photo page30/04/2031',
    ]);
    expect(
      within(table).getByRole('link', { name: 'Passport, photo page' }).getAttribute('href'),
    ).toBe(`/app/carers/${ID}/edit/uploads/${UPLOAD}/edit`);
    // Only the carer's kind of document types, and only those required at onboarding.
    expect(lastQuery(server, 'GET', '/api/v1/document-upload-types')).toMatchObject({
      appliesTo: 'Carer',
      requiredAtOnboarding: 'true',
    });
    expect(screen.getByRole('link', { name: 'Upload a document' }).getAttribute('href')).toBe(
      `/app/carers/${ID}/edit/uploads/add`,
    );
  });

  it('reads every upload page by page, never asking for more than the server allows', async () => {
    // As the server does: a limit above its page size is refused with 400.
    const tooMany = (query: URLSearchParams) =>
      Number(query.get('limit') ?? 25) > MAX_PAGE_SIZE
        ? refused(400, 'Please correct the highlighted fields.', { limit: ['Too big.'] })
        : null;
    const upload = (n: number, type: string, expiryDate: string | null = null) => ({
      id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`,
      documentType: type,
      title: `Upload ${n}`,
      expiryDate,
      createdAt: `2026-01-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00Z`,
    });
    const server = recordServer(userWhoMay(['carers']), {
      [`GET /api/v1/carers/${ID}`]: () => ok(row(ID, { forename: 'Grace', surname: 'Okafor' })),
      [`GET /api/v1/carers/${ID}/sections`]: () =>
        ok({ owner: { id: ID, name: 'Grace Okafor' }, items: [] }),
      'GET /api/v1/document-upload-types': ({ query }) =>
        tooMany(query) ??
        ok({ items: [{ id: 't-passport', name: 'Passport', expires: true }], nextCursor: null }),
      // A full first page of other documents; the passport is on the second.
      [`GET /api/v1/carers/${ID}/carer-uploads`]: ({ query }) =>
        tooMany(query) ??
        (query.get('cursor') === 'page-2'
          ? ok({ items: [upload(999, 't-passport', '2031-04-30')], nextCursor: null })
          : ok({
              items: Array.from({ length: MAX_PAGE_SIZE }, (_, i) => upload(i, 't-other')),
              nextCursor: 'page-2',
            })),
    });
    renderApp(`/app/carers/${ID}/edit/document-upload`);
    expect(
      await screen.findByText('Every document required at onboarding is on file.'),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Documents required at onboarding' });
    expect(within(table).getByRole('link', { name: 'Upload 999' })).toBeTruthy();
    const pages = server.calls('GET', `/api/v1/carers/${ID}/carer-uploads`);
    expect(pages.map((call) => call.query.get('cursor'))).toEqual([null, 'page-2']);
    expect(pages.every((call) => Number(call.query.get('limit')) <= MAX_PAGE_SIZE)).toBe(true);
  });
});
