import { describe, expect, it } from 'vitest';
import { definitionChecks } from './form-checks';
import type { FormDefinition, Question } from './form-definition';
import {
  addCalendarMonths,
  bandOf,
  cleanAnswers,
  completionOf,
  isAnswered,
  isEmptyAnswer,
  isIsoDate,
  isShown,
  longestReviewDays,
  MAX_SIGNATURE_CHARS,
  nextReviewDate,
  reviewNote,
  reviewPlan,
  scoreOf,
  shownQuestions,
  validateAnswers,
} from './form-engine';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A small scored mobility assessment with a chain of conditions and every kind of question. */
const form: FormDefinition = {
  key: 'mobility-check',
  title: 'Mobility check',
  version: 3,
  purpose: 'assessment',
  reviewMonths: 6,
  scoring: {
    bands: [
      { min: 0, label: 'Low risk', level: 'low' },
      { min: 4, label: 'Medium risk', level: 'medium' },
      { min: 8, label: 'High risk', level: 'high' },
    ],
  },
  sections: [
    {
      id: 'history',
      title: 'History',
      questions: [
        { id: 'guidance', type: 'info', label: 'Read this first', help: 'Ask the client.' },
        { id: 'fallen', type: 'yesNo', label: 'Fallen this year?', required: true, scoreIfYes: 3 },
        {
          id: 'injured',
          type: 'yesNo',
          label: 'Injured?',
          required: true,
          scoreIfYes: 2,
          showWhen: { question: 'fallen', in: ['yes'] },
        },
        {
          id: 'injury',
          type: 'text',
          label: 'What injury?',
          required: true,
          showWhen: { question: 'injured', in: ['yes'] },
        },
        { id: 'falls', type: 'number', label: 'How many falls?', min: 0, max: 50 },
      ],
    },
    {
      id: 'today',
      title: 'Today',
      questions: [
        {
          id: 'walking',
          type: 'choice',
          label: 'Walking',
          required: true,
          options: [
            { value: 'alone', label: 'Alone', score: 0 },
            { value: 'aid', label: 'With an aid', score: 1 },
            { value: 'help', label: 'With help', score: 2 },
          ],
        },
        {
          id: 'medicines',
          type: 'multiChoice',
          label: 'Medicines',
          options: [
            { value: 'sedatives', label: 'Sedatives', score: 2 },
            { value: 'diuretics', label: 'Diuretics', score: 1 },
            { value: 'none', label: 'None of these' },
          ],
        },
        {
          id: 'aid_kind',
          type: 'text',
          label: 'Which aid?',
          showWhen: { question: 'walking', in: ['aid', 'help'] },
        },
        { id: 'seen_on', type: 'date', label: 'Seen on' },
        { id: 'seen_at', type: 'time', label: 'Seen at' },
        { id: 'notes', type: 'longText', label: 'Notes' },
        { id: 'signed', type: 'signature', label: 'Assessor', required: true },
      ],
    },
  ],
};

const question = (id: string) =>
  form.sections.flatMap((s) => s.questions).find((q) => q.id === id) as Question;

const signature = { image: PNG, name: 'Alex Morgan', date: '2026-03-04' };
const complete = { fallen: 'no', walking: 'alone', signed: signature };

describe('isShown', () => {
  it('shows a question without a condition whatever the answers', () => {
    expect(isShown(question('walking'), {}, form)).toBe(true);
  });

  it('shows a conditional question only when its controller has one of the listed answers', () => {
    expect(isShown(question('injured'), {}, form)).toBe(false);
    expect(isShown(question('injured'), { fallen: 'no' }, form)).toBe(false);
    expect(isShown(question('injured'), { fallen: 'yes' }, form)).toBe(true);
    expect(isShown(question('aid_kind'), { walking: 'help' }, form)).toBe(true);
    expect(isShown(question('aid_kind'), { walking: 'alone' }, form)).toBe(false);
  });

  it('hides a question whose controller is hidden, even with a stale answer to the controller', () => {
    const stale = { fallen: 'no', injured: 'yes' };
    expect(isShown(question('injury'), stale, form)).toBe(false);
    expect(isShown(question('injury'), { fallen: 'yes', injured: 'yes' }, form)).toBe(true);
  });

  it('without the form, judges the direct condition only', () => {
    expect(isShown(question('injury'), { fallen: 'no', injured: 'yes' })).toBe(true);
  });

  it('matches a multiple-choice controller on any chosen value, and a number by its digits', () => {
    const byList: Question = {
      id: 'x',
      type: 'text',
      label: 'x',
      showWhen: { question: 'medicines', in: ['sedatives'] },
    };
    expect(isShown(byList, { medicines: ['diuretics', 'sedatives'] })).toBe(true);
    expect(isShown(byList, { medicines: ['diuretics'] })).toBe(false);
    const byNumber: Question = { ...byList, showWhen: { question: 'falls', in: ['0'] } };
    expect(isShown(byNumber, { falls: 0 })).toBe(true);
    expect(isShown(byNumber, { falls: 2 })).toBe(false);
  });

  it('shows nothing of a loop of conditions instead of hanging', () => {
    const looped: FormDefinition = {
      ...form,
      sections: [
        {
          id: 's',
          title: 's',
          questions: [
            { id: 'a', type: 'yesNo', label: 'a', showWhen: { question: 'b', in: ['yes'] } },
            { id: 'b', type: 'yesNo', label: 'b', showWhen: { question: 'a', in: ['yes'] } },
          ],
        },
      ],
    };
    const [a] = looped.sections[0]?.questions ?? [];
    expect(isShown(a as Question, { a: 'yes', b: 'yes' }, looped)).toBe(false);
  });

  it('lists the shown questions in form order', () => {
    expect(shownQuestions(form, { fallen: 'yes', walking: 'aid' }).map((q) => q.id)).toEqual([
      'guidance',
      'fallen',
      'injured',
      'falls',
      'walking',
      'medicines',
      'aid_kind',
      'seen_on',
      'seen_at',
      'notes',
      'signed',
    ]);
  });
});

describe('validateAnswers', () => {
  it('accepts a complete set of answers', () => {
    expect(validateAnswers(form, complete)).toEqual({});
  });

  it('asks for each shown required question left empty, in words that fit its kind', () => {
    expect(validateAnswers(form, { walking: '  ', signed: null })).toEqual({
      fallen: 'Choose an answer.',
      walking: 'Choose an answer.',
      signed: 'Sign in the box, type your name and the date.',
    });
    expect(validateAnswers(form, { ...complete, fallen: 'yes', injured: 'yes' })).toEqual({
      injury: 'Enter an answer.',
    });
  });

  it('does not ask for required questions that are hidden', () => {
    expect(validateAnswers(form, { ...complete, fallen: 'no' })).toEqual({});
  });

  it('lets a draft leave required questions empty but not give wrong answers', () => {
    expect(validateAnswers(form, {}, { partial: true })).toEqual({});
    expect(validateAnswers(form, { walking: 'running' }, { partial: true })).toEqual({
      walking: 'Choose one of the options.',
    });
  });

  it('refuses answers to questions the form does not have', () => {
    expect(validateAnswers(form, { ...complete, favourite_colour: 'blue' })).toEqual({
      favourite_colour: 'This question is not on the form.',
    });
  });

  it.each([
    ['fallen', 'maybe', 'Choose yes or no.'],
    ['fallen', true, 'Choose yes or no.'],
    ['walking', 'fly', 'Choose one of the options.'],
    ['walking', ['alone'], 'Choose one of the options.'],
    ['medicines', ['sedatives', 'cake'], 'Choose from the options given.'],
    ['medicines', ['sedatives', 'sedatives'], 'Choose from the options given.'],
    ['medicines', 'sedatives', 'Choose from the options given.'],
    ['falls', 'two', 'Enter a number.'],
    ['falls', Number.NaN, 'Enter a number.'],
    ['falls', -1, 'Enter a number from 0 to 50.'],
    ['falls', 51, 'Enter a number from 0 to 50.'],
    ['seen_on', '31/01/2026', 'Enter a real date.'],
    ['seen_on', '2026-02-30', 'Enter a real date.'],
    ['seen_at', '9:30', 'Enter a time on the 24-hour clock, such as 14:30.'],
    ['seen_at', '24:00', 'Enter a time on the 24-hour clock, such as 14:30.'],
    ['notes', 42, 'Enter text.'],
    ['aid_kind', { text: 'frame' }, 'Enter text.'],
  ])('refuses %s = %j', (id, value, message) => {
    const answers = { ...complete, walking: id === 'aid_kind' ? 'aid' : complete.walking };
    expect(validateAnswers(form, { ...answers, [id]: value })).toEqual({ [id]: message });
  });

  it('accepts the edges of a number range and valid dates and times', () => {
    for (const falls of [0, 50, 2.5])
      expect(validateAnswers(form, { ...complete, falls })).toEqual({});
    expect(validateAnswers(form, { ...complete, seen_on: '2024-02-29', seen_at: '23:59' })).toEqual(
      {},
    );
  });

  it('words a one-sided range on its own side', () => {
    const one = (q: Partial<Question>): FormDefinition => ({
      ...form,
      scoring: undefined,
      sections: [
        { id: 's', title: 's', questions: [{ id: 'n', type: 'number', label: 'n', ...q }] },
      ],
    });
    expect(validateAnswers(one({ min: 1 }), { n: 0 })).toEqual({ n: 'Enter 1 or more.' });
    expect(validateAnswers(one({ max: 9 }), { n: 10 })).toEqual({ n: 'Enter 9 or less.' });
  });

  it('limits the length of text', () => {
    expect(
      validateAnswers(form, { ...complete, walking: 'aid', aid_kind: 'x'.repeat(2001) }),
    ).toEqual({
      aid_kind: 'Keep this to 2,000 characters.',
    });
    expect(validateAnswers(form, { ...complete, notes: 'x'.repeat(20_000) })).toEqual({});
    expect(validateAnswers(form, { ...complete, notes: 'x'.repeat(20_001) })).toEqual({
      notes: 'Keep this to 20,000 characters.',
    });
  });

  it.each([
    [{ ...signature, image: '' }, 'Sign in the box.'],
    [
      { ...signature, image: 'data:image/jpeg;base64,AAAA' },
      'The signature must be drawn in the box.',
    ],
    [
      { ...signature, image: 'data:image/png;base64,<script>' },
      'The signature must be drawn in the box.',
    ],
    [
      { ...signature, image: 'https://example.com/sig.png' },
      'The signature must be drawn in the box.',
    ],
    [
      { ...signature, image: `data:image/png;base64,${'A'.repeat(MAX_SIGNATURE_CHARS)}` },
      'The signature is too large: clear it and sign again.',
    ],
    [{ ...signature, name: ' ' }, 'Type the name of the person signing.'],
    [{ ...signature, name: 'x'.repeat(201) }, 'Keep the name to 200 characters.'],
    [{ ...signature, date: '04/03/2026' }, 'Enter the date of signing.'],
    [{ image: PNG, name: 'Alex Morgan' }, 'Enter the date of signing.'],
    ['signed', 'Sign in the box, type your name and the date.'],
  ])('refuses the signature %#', (value, message) => {
    expect(validateAnswers(form, { ...complete, signed: value })).toEqual({ signed: message });
  });
});

describe('cleanAnswers', () => {
  it('drops answers of hidden questions (also down a chain), empty answers and info text', () => {
    expect(
      cleanAnswers(form, {
        fallen: 'no',
        injured: 'yes',
        injury: 'Cut knee',
        walking: 'alone',
        aid_kind: 'frame',
        notes: '   ',
        medicines: [],
        guidance: 'not an answer',
        signed: signature,
      }),
    ).toEqual({ fallen: 'no', walking: 'alone', signed: signature });
  });

  it('keeps the answers of shown questions as given', () => {
    const answers = { fallen: 'yes', injured: 'yes', injury: 'Cut knee', falls: 0, walking: 'aid' };
    expect(cleanAnswers(form, answers)).toEqual(answers);
  });
});

describe('scoreOf', () => {
  it('adds option points and scoreIfYes, and finds the band', () => {
    expect(scoreOf(form, { fallen: 'no', walking: 'alone' })).toEqual({
      score: 0,
      band: { min: 0, label: 'Low risk', level: 'low' },
      raisedBy: [],
    });
    const high = scoreOf(form, {
      fallen: 'yes',
      injured: 'yes',
      walking: 'help',
      medicines: ['sedatives', 'diuretics'],
    });
    expect(high.score).toBe(3 + 2 + 2 + 2 + 1);
    expect(high.band?.label).toBe('High risk');
  });

  it('puts a score on a band edge into that band', () => {
    expect(scoreOf(form, { fallen: 'yes', walking: 'aid' }).band?.level).toBe('medium');
    expect(scoreOf(form, { fallen: 'yes', walking: 'alone' }).band?.level).toBe('low');
  });

  it('does not count hidden questions or unknown option values', () => {
    expect(scoreOf(form, { fallen: 'no', injured: 'yes', walking: 'cycling' }).score).toBe(0);
  });

  it('counts a repeated multiple-choice value once', () => {
    expect(scoreOf(form, { medicines: ['sedatives', 'sedatives'] }).score).toBe(2);
  });

  it('gives no score to an unscored form', () => {
    expect(scoreOf({ ...form, scoring: undefined }, { fallen: 'yes' })).toEqual({
      score: null,
      band: null,
      raisedBy: [],
    });
  });

  it('raises the band for a yes that raises the risk, whatever the total, and says why', () => {
    const raising = {
      ...form,
      sections: form.sections.map((section, index) =>
        index === 0
          ? {
              ...section,
              questions: [
                ...section.questions,
                {
                  id: 'dizzy',
                  type: 'yesNo' as const,
                  label: 'Dizzy on standing',
                  raisesRiskTo: 'high' as const,
                },
              ],
            }
          : section,
      ),
    };
    const calm = scoreOf(raising, { fallen: 'no', walking: 'alone', dizzy: 'no' });
    expect(calm).toMatchObject({ score: 0, band: { level: 'low' }, raisedBy: [] });
    const dizzy = scoreOf(raising, { fallen: 'no', walking: 'alone', dizzy: 'yes' });
    expect(dizzy).toMatchObject({ score: 0, band: { level: 'high' } });
    expect(dizzy.raisedBy).toEqual(['Dizzy on standing']);
    expect(definitionChecks(raising)).toEqual([]);
    expect(
      definitionChecks({
        ...raising,
        scoring: { bands: [{ min: 0, label: 'Low', level: 'low' }] },
      }),
    ).toContain(
      `${raising.key}: question 'dizzy' raises the risk to a level the form has no band for`,
    );
  });

  it('gives no band to a score below the lowest band', () => {
    const bands = [{ min: 5, label: 'Low risk', level: 'low' as const }];
    expect(bandOf(bands, 4)).toBeNull();
    expect(bandOf(bands, 5)?.label).toBe('Low risk');
  });
});

describe('completionOf', () => {
  it('is the share of shown required questions answered, rounded down', () => {
    expect(completionOf(form, {})).toBe(0);
    expect(completionOf(form, { fallen: 'no' })).toBe(33);
    expect(completionOf(form, { fallen: 'no', walking: 'alone' })).toBe(66);
    expect(completionOf(form, complete)).toBe(100);
  });

  it('counts revealed required questions, and a signature only when whole', () => {
    expect(completionOf(form, { ...complete, fallen: 'yes' })).toBe(75);
    expect(completionOf(form, { ...complete, signed: { ...signature, name: '' } })).toBe(66);
  });

  it('is 100 for a form with nothing required', () => {
    const optional: FormDefinition = {
      ...form,
      sections: [{ id: 's', title: 's', questions: [{ id: 'n', type: 'text', label: 'n' }] }],
    };
    expect(completionOf(optional, {})).toBe(100);
  });
});

describe('answers', () => {
  it('counts blank text, empty lists and signatures with no part as empty', () => {
    for (const value of [null, undefined, '', '  ', [], { image: '', name: ' ', date: '' }]) {
      expect(isEmptyAnswer(value)).toBe(true);
    }
    for (const value of [0, 'no', ['x'], { image: '', name: 'A', date: '' }]) {
      expect(isEmptyAnswer(value)).toBe(false);
    }
  });

  it('treats info text as never answered', () => {
    expect(isAnswered(question('guidance'), 'text')).toBe(false);
    expect(isAnswered(question('walking'), 'alone')).toBe(true);
  });
});

describe('review dates', () => {
  it('adds the form’s review months to the assessment date', () => {
    expect(nextReviewDate(form, '2026-03-04')).toBe('2026-09-04');
    expect(nextReviewDate(form, '2025-08-15')).toBe('2026-02-15');
  });

  it('ends on the last day of a shorter month', () => {
    expect(nextReviewDate(form, '2025-08-31')).toBe('2026-02-28');
    expect(nextReviewDate(form, '2023-08-31')).toBe('2024-02-29');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addCalendarMonths('2026-12-15', 12)).toBe('2027-12-15');
  });

  it('proposes none for a form without review months or a date that is not one', () => {
    expect(nextReviewDate({ ...form, reviewMonths: undefined }, '2026-03-04')).toBeNull();
    expect(nextReviewDate(form, '04/03/2026')).toBeNull();
  });

  it('sets a scored form’s review from the band: higher risk, sooner', () => {
    const byRisk: FormDefinition = {
      ...form,
      reviewMonths: undefined,
      reviewDays: { low: 180, medium: 90, high: 30 },
    };
    const [low, medium, high] = byRisk.scoring?.bands ?? [];
    expect(reviewPlan(byRisk, '2026-11-23', high ?? null)).toEqual({
      on: '2026-12-23',
      reason: 'high risk: 30 days',
    });
    expect(reviewPlan(byRisk, '2026-11-23', medium ?? null)?.on).toBe('2027-02-21');
    expect(nextReviewDate(byRisk, '2026-11-23', low ?? null)).toBe('2027-05-22');
    // Across a leap day and a year end, counted in calendar days.
    expect(nextReviewDate(byRisk, '2028-02-15', high ?? null)).toBe('2028-03-16');
    // No band yet (a draft): no review.
    expect(reviewPlan(byRisk, '2026-11-23', null)).toBeNull();
    expect(longestReviewDays(byRisk)).toBe(180);
    expect(definitionChecks(byRisk)).toEqual([]);
  });

  it('shows a saved review with its policy, and says when it was brought forward', () => {
    const byRisk: FormDefinition = {
      ...form,
      reviewMonths: undefined,
      reviewDays: { low: 180, medium: 90, high: 30 },
    };
    const saved = { assessedOn: '2026-11-23', riskLevel: 'high' };
    expect(reviewNote(byRisk, { ...saved, nextReviewOn: '2026-12-23' })).toBe(
      '23/12/2026 (high risk: 30 days)',
    );
    expect(reviewNote(byRisk, { ...saved, nextReviewOn: '2026-12-07' })).toBe(
      '07/12/2026 (brought forward from 23/12/2026; high risk: 30 days)',
    );
    expect(reviewNote(byRisk, { ...saved, nextReviewOn: null })).toBeNull();
  });

  it('says the months of an unscored form’s review', () => {
    expect(reviewPlan(form, '2026-03-04')).toEqual({ on: '2026-09-04', reason: 'every 6 months' });
  });

  it('refuses a review policy that misses a band or reviews a higher risk later', () => {
    const missing: FormDefinition = {
      ...form,
      reviewMonths: undefined,
      reviewDays: { low: 180, high: 30 },
    };
    expect(definitionChecks(missing)).toEqual([
      "mobility-check: reviewDays must give whole days from 1 for 'medium'",
      'mobility-check: reviewDays must not give a higher risk a later review than a lower one',
    ]);
    const backwards: FormDefinition = {
      ...form,
      reviewMonths: undefined,
      reviewDays: { low: 30, medium: 90, high: 180 },
    };
    expect(definitionChecks(backwards)).toEqual([
      'mobility-check: reviewDays must not give a higher risk a later review than a lower one',
    ]);
  });

  it('knows a real date', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
    // PostgreSQL has no year 0; a year like 0025 is 2025 typed short.
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0025-01-01')).toBe(false);
  });
});
