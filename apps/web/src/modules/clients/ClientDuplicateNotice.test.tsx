import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastQuery, recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // Lazy chunks: loaded once here so the test stays within its timeout.
  await import('../../platform/records/RecordFormPage');
  await import('./ClientDuplicateNotice');
});

describe('adding a client', { timeout: 30_000 }, () => {
  it('warns, with a link, of a client with the same name and date of birth, and fills allergies with None known', async () => {
    const server = recordServer(userWhoMay(['clients']), {
      'GET /api/v1/clients/possible-duplicates': () =>
        ok([{ id: 'c9', name: 'Mrs Margaret (Peggy) Hughes', dateOfBirth: '1938-05-02' }]),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/client/add');
    await user.type(await screen.findByRole('textbox', { name: 'Forename' }), 'Margaret');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Hughes');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '02/05/1938');

    const link = await screen.findByRole(
      'link',
      { name: /Mrs Margaret \(Peggy\) Hughes, born 02\/05\/1938/ },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe('/app/clients/c9');
    expect(
      screen.getByText(/A client with this name and date of birth already exists/),
    ).toBeTruthy();
    expect(lastQuery(server, 'GET', '/api/v1/clients/possible-duplicates')).toEqual({
      forename: 'Margaret',
      surname: 'Hughes',
      dateOfBirth: '1938-05-02',
    });

    await user.click(screen.getByRole('button', { name: 'Allergies: None known' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Allergies' }) as HTMLTextAreaElement).value,
      ).toBe('None known'),
    );
  });
});
