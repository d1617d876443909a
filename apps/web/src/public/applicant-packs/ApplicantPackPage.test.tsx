import {
  type ApplicantPackData,
  contract18to20,
  contract21Plus,
  supportWorkerTestForm,
  ukCalendarDate,
} from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNATURE_IMAGE } from '../../platform/forms/form-test-kit';
import { fakeServer, ok, refused } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = 'tok3nOfTheApplicantsLink0123456789abcdefABC';
const PACK = `/api/v1/applicant-packs/${TOKEN}`;

/** The test as the server sends it: without its marks. */
const unmarkedTest = {
  ...supportWorkerTestForm,
  scoring: undefined,
  sections: supportWorkerTestForm.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => ({
      ...question,
      options: question.options?.map(({ value, label }) => ({ value, label })),
    })),
  })),
};

const pack = (over: Partial<ApplicantPackData>): ApplicantPackData => ({
  applicantName: 'Sam Walker',
  organisationName: 'Meadowbank Home Care',
  definition: unmarkedTest,
  offered: null,
  submittedOn: null,
  signed: null,
  ...over,
});

// Thirteen questions answered by clicks: slow on a loaded machine.
describe('the support-worker test page', { timeout: 60_000 }, () => {
  it('is answered on a phone, sent with the link’s token, and then says submitted, never the score', async () => {
    onAPhone();
    let sent = false;
    const server = fakeServer({
      [`GET ${PACK}`]: () => ok(pack({ submittedOn: sent ? ukCalendarDate() : null })),
      'POST /api/v1/applicant-packs': () => {
        sent = true;
        return {
          status: 201,
          body: {
            status: true,
            message: 'Thank you, we have received your Support Worker Test.',
            data: { submittedOn: ukCalendarDate() },
            errors: {},
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/support-worker-test/${TOKEN}`);
    await waitFor(() => expect(document.title).toBe('care360 - Support Worker Test'));
    expect(await screen.findByText(/Sam Walker, Meadowbank Home Care asks you/)).toBeTruthy();
    expect(server.calls('GET', PACK)[0]?.query.get('form')).toBe('support-worker-test');

    // Sending with nothing answered sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(server.calls('POST', '/api/v1/applicant-packs')).toHaveLength(0);

    for (const group of screen.getAllByRole('radiogroup')) {
      const [first] = within(group).getAllByRole('radio');
      if (first) await user.click(first);
    }
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls('POST', '/api/v1/applicant-packs')).toHaveLength(1));
    const body = server.calls('POST', '/api/v1/applicant-packs')[0]?.body as {
      token: string;
      form: string;
      answers: Record<string, string>;
    };
    expect(body.token).toBe(TOKEN);
    expect(body.form).toBe('support-worker-test');
    expect(Object.keys(body.answers)).toHaveLength(13);

    expect(await screen.findByText('Submitted')).toBeTruthy();
    expect(screen.getByText(/we have received your Support Worker Test/)).toBeTruthy();
    expect(screen.queryByText(/Pass|Fail|score/i)).toBeNull();
  });

  it('shows a dead link’s message as it comes', async () => {
    fakeServer({
      [`GET ${PACK}`]: () =>
        refused(400, 'This link no longer works. Ask the office to send you a new one.'),
    });
    renderApp(`/support-worker-test/${TOKEN}`);
    expect(
      await screen.findByText('This link no longer works. Ask the office to send you a new one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('a contract page', () => {
  it('names the contract the applicant should sign when it is not this one', async () => {
    fakeServer({
      [`GET ${PACK}`]: () =>
        ok(
          pack({
            definition: contract21Plus,
            offered: { key: '18to20-contract', title: '18 to 20 Contract', reason: null },
          }),
        ),
    });
    renderApp(`/21plus-contract/${TOKEN}`);
    const link = await screen.findByRole('link', { name: '18 to 20 Contract' });
    expect(link.getAttribute('href')).toBe(`/18to20-contract/${TOKEN}`);
    expect(screen.queryByRole('button', { name: 'Sign the contract' })).toBeNull();
  });

  it('shows the signed copy with the signature, the address and a Print button', async () => {
    fakeServer({
      [`GET ${PACK}`]: () =>
        ok(
          pack({
            definition: contract18to20,
            offered: { key: '18to20-contract', title: '18 to 20 Contract', reason: null },
            submittedOn: '2026-11-20',
            signed: {
              definition: contract18to20,
              signedOn: '2026-11-20',
              answers: {
                agree_terms: 'yes',
                signer_address: '12 Canal Street, Leeds',
                signer_postcode: 'LS1 4AB',
                signature: { image: SIGNATURE_IMAGE, name: 'Sam Walker', date: '2026-11-20' },
              },
            },
          }),
        ),
    });
    renderApp(`/18to20-contract/${TOKEN}`);
    expect(await screen.findByText('Signed by Sam Walker on 20/11/2026')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Signature of Sam Walker' })).toBeTruthy();
    expect(screen.getByText('12 Canal Street, Leeds')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
