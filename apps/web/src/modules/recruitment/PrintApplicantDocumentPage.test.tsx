import type { EmailPreview, PrintedDocument } from '@care360/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertSaying, recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The pages are lazy chunks; loading them once here keeps the first test within its timeouts.
  await import('./PrintApplicantDocumentPage');
  await import('./ApplicantEmailPreviewPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const APPLICANT = 'a1';
const BRANCH = 'b7';

const dbsForm: PrintedDocument = {
  title: 'Enhanced DBS application: applicant’s details',
  letterhead: {
    name: 'Meadowbank Home Care Ltd',
    lines: ['Leeds Central office', '14 Park Row, Leeds, LS1 5HD'],
  },
  recipient: [],
  date: '26/11/2026',
  filename: 'enhanced-dbs-form-rosalind-pickles.pdf',
  blocks: [
    { kind: 'heading', text: 'Applicant' },
    {
      kind: 'facts',
      rows: [
        ['Surname', 'Pickles'],
        ['Date of birth', '12/04/1990'],
      ],
    },
    {
      kind: 'paragraph',
      text: 'The address history does not cover one period of the last 5 years.',
      tone: 'warning',
    },
    {
      kind: 'table',
      columns: ['Address', 'Town', 'Postcode', 'Country', 'From', 'Until'],
      rows: [
        ['12 Kirkstall Road', 'Leeds', 'LS4 2HB', 'United Kingdom', '01/01/2025', 'Now'],
        ['NOT COVERED: no address for 200 days', '', '', '', '15/06/2024', '31/12/2024'],
        ['7 Beverley Road', 'Hull', 'HU5 1NE', 'United Kingdom', '01/01/2019', '14/06/2024'],
      ],
      flagged: [1],
    },
  ],
};

describe('an applicant’s print page', { timeout: 30_000 }, () => {
  it('shows the DBS form with the uncovered period marked, prints it and offers its PDF', async () => {
    const server = recordServer(userWhoMay(['applicants'], ['read']), {
      [`GET /api/v1/applicants/${APPLICANT}/print/enhanced-dbs-form`]: () => ok(dbsForm),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(`/app/${APPLICANT}/print-enhanced-dbs-form`);
    expect(await screen.findByRole('heading', { name: dbsForm.title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Print Enhanced DBS Form'));
    const gap = screen.getByText('NOT COVERED: no address for 200 days').closest('tr');
    expect(gap?.className).toMatch(/flagged/);
    expect(screen.getByRole('note').textContent).toContain('does not cover one period');
    expect(screen.getByText('Pickles')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(
      `/api/v1/applicants/${APPLICANT}/print/enhanced-dbs-form.pdf`,
    );
    expect(
      server.calls('GET', `/api/v1/applicants/${APPLICANT}/print/enhanced-dbs-form`),
    ).toHaveLength(1);
  });

  it('asks for a letter on the letterhead of the office in its address', async () => {
    const server = recordServer(userWhoMay(['applicants'], ['read']), {
      [`GET /api/v1/applicants/${APPLICANT}/print/rejection`]: () =>
        ok({
          ...dbsForm,
          title: 'Your application',
          recipient: ['Ms Rosalind Pickles', 'LS4 2HB'],
        }),
    });
    renderApp(`/app/${APPLICANT}/print-rejection/${BRANCH}`);
    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeTruthy();
    const [call] = server.calls('GET', `/api/v1/applicants/${APPLICANT}/print/rejection`);
    expect(call?.query.get('branch')).toBe(BRANCH);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/v1/applicants/${APPLICANT}/print/rejection.pdf?branch=${BRANCH}`,
    );
  });
});

describe('an applicant’s email preview', { timeout: 30_000 }, () => {
  const email: EmailPreview = {
    to: 'rosalind@example.co.uk',
    subject: 'Your interview with Meadowbank Home Care Ltd',
    body: 'Dear Ms Pickles,\n\nThank you for booking your interview.',
    blocked: null,
  };

  it('shows the email as it will be sent and sends it', async () => {
    const server = recordServer(userWhoMay(['applicants'], ['read', 'update']), {
      [`GET /api/v1/applicants/${APPLICANT}/emails/interview`]: () => ok(email),
      [`POST /api/v1/applicants/${APPLICANT}/emails/interview/send`]: () =>
        ok(email, 'Interview Email sent to rosalind@example.co.uk.'),
    });
    renderApp(`/app/${APPLICANT}/email-interview`);
    expect(await screen.findByText(email.subject)).toBeTruthy();
    expect(screen.getByText(email.to)).toBeTruthy();
    expect(screen.getByLabelText('Message').textContent).toBe(email.body);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await alertSaying('Interview Email sent to rosalind@example.co.uk.');
    expect(
      server.calls('POST', `/api/v1/applicants/${APPLICANT}/emails/interview/send`),
    ).toHaveLength(1);
  });

  it('offers no Send to someone who may only read, and says why an email cannot go yet', async () => {
    recordServer(userWhoMay(['applicants'], ['read']), {
      [`GET /api/v1/applicants/${APPLICANT}/emails/interview`]: () =>
        ok({ ...email, body: '', blocked: 'No interview is booked for this applicant yet.' }),
    });
    renderApp(`/app/${APPLICANT}/email-interview`);
    expect(await screen.findByText('No interview is booked for this applicant yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
