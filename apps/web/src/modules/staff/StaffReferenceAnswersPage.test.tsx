import { characterReferenceForm, type StaffReferenceAnswers } from '@care360/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { ok, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the test within its timeouts.
  await import('./StaffReferenceAnswersPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '55555555-5555-4555-8555-555555555555';
const REF = '77777777-7777-4777-8777-777777777777';
const ANSWERS_URL = `GET /api/v1/carers/${ID}/carer-references/${REF}/answers`;

const frame = {
  [`GET /api/v1/carers/${ID}`]: () => ok(row(ID, { forename: 'Grace', surname: 'Okafor' })),
  [`GET /api/v1/carers/${ID}/sections`]: () =>
    ok({ owner: { id: ID, name: 'Grace Okafor' }, items: [] }),
};

const reference: StaffReferenceAnswers['reference'] = {
  id: REF,
  type: 'Character',
  refereeName: 'Carl Friend',
  company: null,
};

describe('a carer’s Character Reference page', { timeout: 30_000 }, () => {
  it('shows what the referee answered, with the questions and the day it came', async () => {
    recordServer(userWhoMay(['carers', 'carer-references']), {
      ...frame,
      [ANSWERS_URL]: () =>
        ok({
          reference,
          received: {
            definition: characterReferenceForm,
            answers: {
              relationship: 'Volunteer coordinator at the food bank',
              suitability: 'Patient and kind with everyone who comes in.',
            },
            receivedOn: '2025-01-06T10:00:00.000Z',
            source: 'referee',
          },
        } satisfies StaffReferenceAnswers),
    });
    renderApp(`/app/carers/${ID}/edit/CharacterReference/${REF}`);
    expect(await screen.findByRole('heading', { name: 'Carer Character Reference' })).toBeTruthy();
    expect(screen.getByText('Character reference from Carl Friend.')).toBeTruthy();
    expect(screen.getByText('Answered by the referee on 06/01/2025.')).toBeTruthy();
    expect(screen.getByText('Patient and kind with everyone who comes in.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record answers taken by phone' })).toBeTruthy();
  });

  it('opens the referee form for answers taken by phone, and checks it before saving', async () => {
    const server = recordServer(userWhoMay(['carers', 'carer-references']), {
      ...frame,
      [ANSWERS_URL]: () => ok({ reference, received: null }),
    });
    renderApp(`/app/carers/${ID}/edit/CharacterReference/${REF}`);
    expect(await screen.findByText('The referee has not answered yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Record answers taken by phone' }));
    expect(screen.getByRole('form', { name: 'Answers taken by phone' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(
      await screen.findByText('Some answers need checking. Each one says what is wrong.'),
    ).toBeTruthy();
    expect(
      server.calls('POST', `/api/v1/carers/${ID}/carer-references/${REF}/answers`),
    ).toHaveLength(0);
  });

  it('offers no phone answers to someone who may only read, and says so when the reference is not theirs', async () => {
    recordServer(userWhoMay(['carers', 'carer-references'], ['read']), {
      ...frame,
      [ANSWERS_URL]: () => refused(404, 'Not found.'),
    });
    renderApp(`/app/carers/${ID}/edit/CharacterReference/${REF}`);
    expect(await screen.findByText(/is not one of this person’s/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record answers taken by phone' })).toBeNull();
  });
});
