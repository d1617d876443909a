import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const CLIENT = '2f0c6d1e-5b4a-4c3d-9e8f-7a6b5c4d3e2f';
const CODE = `/api/v1/clients/${CLIENT}/check-in-code`;
const answer = (code: string) => ({
  clientName: 'Margaret Hughes',
  code,
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a home’s check-in QR code, for the office', { timeout: 60_000 }, () => {
  it('is shown on purpose with its code to print, and replaced after a warning', async () => {
    const server = recordServer(userWhoMay(['clients'], ['read', 'update']), {
      [`POST ${CODE}`]: () => ok(answer('K7P-3MX-Q9A-RT4')),
      [`POST ${CODE}/replace`]: () => ok(answer('ZZ2-3MX-Q9A-RT4')),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/clients/${CLIENT}/check-in-qr`);
    expect(server.calls('POST', CODE)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Show the QR code' }));
    expect(await screen.findByTestId('check-in-code')).toHaveProperty(
      'textContent',
      'K7P-3MX-Q9A-RT4',
    );
    expect(screen.getByRole('img', { name: 'QR code of the check-in code K7P-3MX-Q9A-RT4' }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Replace the code…' }));
    expect(screen.getByText(/stops working at once/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Make a new code' }));
    await waitFor(() =>
      expect(screen.getByTestId('check-in-code').textContent).toBe('ZZ2-3MX-Q9A-RT4'),
    );
    expect(server.calls('POST', `${CODE}/replace`)).toHaveLength(1);
  });
});
