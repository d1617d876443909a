import { describe, expect, it } from 'vitest';
import { definitionChecks } from './form-checks';
import type { FormDefinition, Question } from './form-definition';
import {
  cleanAnswers,
  completionOf,
  isAnswered,
  minEntriesOf,
  shownEntryQuestions,
  validateAnswers,
} from './form-engine';

const references: Question = {
  id: 'references',
  type: 'group',
  label: 'References',
  entryLabel: 'Reference',
  required: true,
  minEntries: 2,
  defaultEntries: 2,
  maxEntries: 4,
  questions: [
    { id: 'referee_name', type: 'text', label: 'Referee name', required: true },
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'phone_number', type: 'phone', label: 'Phone number' },
    {
      id: 'can_approach_before_interview',
      type: 'yesNo',
      label: 'May we contact them before the interview?',
    },
    {
      id: 'when_to_approach',
      type: 'text',
      label: 'When may we contact them?',
      required: true,
      showWhen: { question: 'can_approach_before_interview', in: ['no'] },
    },
    {
      id: 'why_not_employer',
      type: 'text',
      label: 'Why is this referee not an employer?',
      required: true,
      showWhen: { question: 'unemployed', in: ['yes'] },
    },
  ],
};

const employment: Question = {
  id: 'previous_employment',
  type: 'group',
  label: 'Previous employment',
  entryLabel: 'Employer',
  defaultEntries: 1,
  questions: [
    { id: 'employer_name', type: 'text', label: 'Employer', required: true },
    { id: 'position', type: 'text', label: 'Position', required: true },
    { id: 'start_date', type: 'date', label: 'Start date', required: true },
    { id: 'end_date', type: 'date', label: 'End date' },
    { id: 'reason_for_leaving', type: 'longText', label: 'Reason for leaving' },
  ],
};

const form: FormDefinition = {
  key: 'application',
  title: 'Application',
  version: 1,
  purpose: 'profile',
  sections: [
    {
      id: 'work',
      title: 'Work',
      questions: [
        { id: 'unemployed', type: 'yesNo', label: 'Out of work?', required: true },
        employment,
        references,
      ],
    },
  ],
};

const referee = (name: string, email: string) => ({ referee_name: name, email });

describe('a repeatable group', () => {
  it('is a sound declaration, with minEntries 1 when required and 0 otherwise', () => {
    expect(definitionChecks(form)).toEqual([]);
    expect(minEntriesOf(references)).toBe(2);
    expect(minEntriesOf(employment)).toBe(0);
    expect(minEntriesOf({ ...employment, required: true })).toBe(1);
  });

  it('checks each entry, with errors at group.index.question', () => {
    const errors = validateAnswers(form, {
      unemployed: 'no',
      references: [
        { referee_name: 'Ann Lee', email: 'not an email', phone_number: '12' },
        { email: 'bob@example.co.uk' },
      ],
    });
    expect(errors).toEqual({
      'references.0.email': 'Enter an email address like name@example.co.uk.',
      'references.0.phone_number': 'Enter a UK phone number, like 07700 900123 or 0113 496 0123.',
      'references.1.referee_name': 'Enter an answer.',
    });
  });

  it('makes a completed form fill the blank entries it still owes, and a draft none', () => {
    const blanks = { unemployed: 'no', references: [{}, {}] };
    expect(Object.keys(validateAnswers(form, blanks))).toEqual([
      'references.0.referee_name',
      'references.0.email',
      'references.1.referee_name',
      'references.1.email',
    ]);
    expect(validateAnswers(form, blanks, { partial: true })).toEqual({});
    // One given: the first blank after it is owed, and it is the one on screen that shows it.
    const one = { unemployed: 'no', references: [{}, referee('Ann', 'ann@example.com'), {}] };
    expect(Object.keys(validateAnswers(form, one))).toEqual([
      'references.0.referee_name',
      'references.0.email',
    ]);
  });

  it('refuses too few or too many entries, and anything but a list of entries', () => {
    expect(validateAnswers(form, { unemployed: 'no', references: [{}] }).references).toBe(
      'Give at least 2 references.',
    );
    const five = Array.from({ length: 5 }, (_, i) => referee(`R${i}`, `r${i}@example.com`));
    expect(validateAnswers(form, { unemployed: 'no', references: five }).references).toBe(
      'Give at most 4 references.',
    );
    expect(validateAnswers(form, { unemployed: 'no', references: 'two' }).references).toBe(
      'Give a list of entries.',
    );
    expect(
      validateAnswers(form, {
        unemployed: 'no',
        references: [referee('A', 'a@example.com'), { ...referee('B', 'b@x.com'), age: 3 }],
      }),
    ).toEqual({ 'references.1.age': 'This question is not on the form.' });
  });

  it('shows an entry question by an answer of its entry or of the form', () => {
    const entry = { can_approach_before_interview: 'no' };
    const ids = (answers: Record<string, unknown>) =>
      shownEntryQuestions(form, references, entry, answers).map((question) => question.id);
    expect(ids({ unemployed: 'no' })).toContain('when_to_approach');
    expect(ids({ unemployed: 'no' })).not.toContain('why_not_employer');
    expect(ids({ unemployed: 'yes' })).toContain('why_not_employer');
    const errors = validateAnswers(form, {
      unemployed: 'yes',
      references: [{ ...referee('A', 'a@example.com'), ...entry }, referee('B', 'b@example.com')],
    });
    expect(errors).toEqual({
      'references.0.when_to_approach': 'Enter an answer.',
      'references.0.why_not_employer': 'Enter an answer.',
      'references.1.why_not_employer': 'Enter an answer.',
    });
  });

  it('keeps given entries, normalised, and drops blank ones and hidden answers', () => {
    const cleaned = cleanAnswers(form, {
      unemployed: 'no',
      previous_employment: [{ employer_name: '', position: ' ' }],
      references: [
        {},
        {
          referee_name: 'Ann Lee',
          email: 'Ann@Example.COM',
          phone_number: '+44 7700 900123',
          why_not_employer: 'hidden',
        },
        referee('Bob', 'bob@example.com'),
      ],
    });
    expect(cleaned).toEqual({
      unemployed: 'no',
      references: [
        { referee_name: 'Ann Lee', email: 'ann@example.com', phone_number: '07700 900123' },
        { referee_name: 'Bob', email: 'bob@example.com' },
      ],
    });
  });

  it('counts completion question by question across entries, owed entries unanswered', () => {
    // unemployed (1) + two owed references × 2 required questions = 5 due, 1 given.
    expect(completionOf(form, { unemployed: 'no' })).toBe(20);
    expect(
      completionOf(form, { unemployed: 'no', references: [referee('A', 'a@x.com'), {}] }),
    ).toBe(60);
    const full = {
      unemployed: 'no',
      references: [referee('A', 'a@x.com'), referee('B', 'b@x.com')],
    };
    expect(completionOf(form, full)).toBe(100);
    // An optional group's given entry must be complete too: its required questions count.
    expect(completionOf(form, { ...full, previous_employment: [{ employer_name: 'Acme' }] })).toBe(
      Math.floor((6 * 100) / 8),
    );
    expect(isAnswered(references, full.references)).toBe(true);
    expect(isAnswered(references, [referee('A', 'a@x.com'), {}])).toBe(false);
  });

  it('is refused when declared unsoundly', () => {
    const bad: FormDefinition = {
      ...form,
      sections: [
        {
          id: 'work',
          title: 'Work',
          questions: [
            { id: 'note', type: 'text', label: 'Note', minEntries: 1 },
            {
              ...references,
              minEntries: 3,
              defaultEntries: 2,
              maxEntries: 2,
              questions: [
                { id: 'inner', type: 'group', label: 'Inner', questions: [] },
                { id: 'a', type: 'text', label: 'A', showWhen: { question: 'b', in: ['x'] } },
                { id: 'b', type: 'text', label: 'B' },
              ],
            },
          ],
        },
      ],
    };
    expect(definitionChecks(bad)).toEqual([
      "application: question 'note' has minEntries, but only groups use them",
      "application: question 'references' has maxEntries below 1 or below minEntries",
      "application: question 'references' shows fewer entries by default than it needs",
      "application: in group 'references', question 'inner' is a group: groups do not nest",
      "application: in group 'references', question 'inner' is a group without questions",
      "application: in group 'references', question 'a' depends on 'b', which must come before it",
    ]);
  });
});
