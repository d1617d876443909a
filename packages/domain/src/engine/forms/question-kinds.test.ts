import { describe, expect, it } from 'vitest';
import { type FieldDef, field, fieldSchema } from '../records/fields';
import type { Question, QuestionType } from './form-definition';
import { answerProblem, cleanAnswers, validateAnswers } from './form-engine';
import { questionFromField, RECORD_CHECKED_KINDS, recordFieldOf } from './question-kinds';

/** Whether a record field of this declaration accepts the value, and what it keeps. */
function recordVerdict(def: FieldDef, value: unknown) {
  const result = fieldSchema({ ...def, required: true }).safeParse(value);
  return result.success ? { ok: true, kept: result.data } : { ok: false };
}

function questionVerdict(question: Question, value: unknown) {
  const form = {
    key: 'kinds',
    title: 'Kinds',
    version: 1,
    purpose: 'profile' as const,
    sections: [{ id: 's', title: 'S', questions: [{ ...question, required: true }] }],
  };
  const errors = validateAnswers(form, { [question.id]: value });
  return Object.keys(errors).length === 0
    ? { ok: true, kept: cleanAnswers(form, { [question.id]: value })[question.id] }
    : { ok: false };
}

const samples: Record<string, readonly unknown[]> = {
  email: ['ann@example.co.uk', ' Ann@Example.COM ', 'ann@', 'ann example.com', 42],
  phone: ['07700 900123', '+44 113 496 0123', '0044 20 7946 0018', '12345', '09xx', 7700900123],
  postcode: ['ls1 5hd', 'LS15HD', 'SW1A 1AA', 'GIR0AA', 'LS1', '12345'],
  money: [1250, 0, -1, 12.5, '12.50', 100_000_001],
  date: ['2026-03-27', '2025-02-29', '0999-01-01', '2026-13-01', '27/03/2026', 20260327],
  niNumber: ['jg103759a', 'JG 10 37 59 A', 'DA 12 34 56 A', 'JG103759E'],
  nhsNumber: ['943 476 5919', '9434765918', '94347659'],
  reference: ['0b7d6c3e-7a4e-4b8e-9f39-0a5a1d3c2b11', 'not-an-id', 5],
  file: ['0b7d6c3e-7a4e-4b8e-9f39-0a5a1d3c2b11', 'report.pdf'],
};

describe('questions and record fields share one vocabulary', () => {
  it.each(Object.entries(samples))(
    'a %s question accepts and keeps exactly what a record field of that kind does',
    (kind, values) => {
      const question: Question = { id: 'answer', type: kind as QuestionType, label: 'Answer' };
      if (kind === 'reference') question.to = 'branches';
      const def = recordFieldOf(question);
      if (!def) throw new Error(`${kind} is not checked as a record field`);
      for (const value of values) {
        expect(questionVerdict(question, value), `${kind} ${JSON.stringify(value)}`).toEqual(
          recordVerdict(def, value),
        );
      }
    },
  );

  it('says what the record field says', () => {
    const phone: Question = { id: 'p', type: 'phone', label: 'Phone' };
    expect(answerProblem(phone, '123')).toBe(
      'Enter a UK phone number, like 07700 900123 or 0113 496 0123.',
    );
    const money: Question = { id: 'm', type: 'money', label: 'Salary', min: 100 };
    expect(answerProblem(money, 50)).toBe('Enter at least £1.00.');
    const born: Question = { id: 'b', type: 'date', label: 'Date of birth', notFuture: true };
    expect(answerProblem(born, '2999-01-01')).toBe('The date of birth cannot be in the future.');
    // Typed text that is no date keeps the questionnaire's own message.
    expect(answerProblem(born, '31/02/2025')).toBe('Enter a real date.');
  });

  it('keeps the questionnaire’s own rules for the kinds whose stored shape is its own', () => {
    for (const kind of ['text', 'longText', 'number', 'time', 'yesNo', 'signature'] as const) {
      expect(RECORD_CHECKED_KINDS.has(kind), kind).toBe(false);
      expect(recordFieldOf({ id: 'q', type: kind, label: 'Q' }), kind).toBeNull();
    }
    expect(answerProblem({ id: 'q', type: 'yesNo', label: 'Q' }, 'yes')).toBeNull();
  });
});

describe('a question from a record field declaration', () => {
  it('asks with the builders records use', () => {
    expect(questionFromField('email', field.email('Email', { required: true }))).toEqual({
      id: 'email',
      type: 'email',
      label: 'Email',
      required: true,
    });
    expect(
      questionFromField('pay', field.money('Pay', { min: 100, help: 'Weekly, before tax.' })),
    ).toEqual({ id: 'pay', type: 'money', label: 'Pay', min: 100, help: 'Weekly, before tax.' });
    expect(questionFromField('shift', field.choice('Shift', ['Early', 'Late'])).options).toEqual([
      { value: 'Early', label: 'Early' },
      { value: 'Late', label: 'Late' },
    ]);
    const branch = questionFromField('branch', field.reference('Branch', 'branches'), {
      pickThrough: { kind: 'carers', field: 'branchId' },
    });
    expect(branch).toMatchObject({ type: 'reference', to: 'branches' });
    expect(questionFromField('born', field.date('Born', { notFuture: true })).notFuture).toBe(true);
    expect(questionFromField('ni', field.niNumber('NI', { sensitive: true })).sensitive).toBe(true);
  });
});
