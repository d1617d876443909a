import type { Question } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { answersOf, emptyValue, formValuesOf } from './answer-values';
import { TEST_APPLICATION } from './form-test-kit';

const TODAY = '2026-03-27';

describe('screen values of the shared field kinds and groups', () => {
  it('starts a group with its default blank entries', () => {
    const values = formValuesOf(TEST_APPLICATION, null, TODAY);
    expect(values.references).toEqual([
      { referee_name: '', email: '' },
      { referee_name: '', email: '' },
    ]);
    // Blank entries keep their places in what is checked; saving drops them (cleanAnswers).
    expect(answersOf(TEST_APPLICATION, values).references).toEqual([{}, {}]);
  });

  it('shows saved entries, with blank ones added up to the entries the form needs', () => {
    const values = formValuesOf(
      TEST_APPLICATION,
      { references: [{ referee_name: 'Bob', email: 'bob@example.com' }], pay: 35050 },
      TODAY,
    );
    expect(values.references).toEqual([
      { referee_name: 'Bob', email: 'bob@example.com' },
      { referee_name: '', email: '' },
    ]);
    // Money as a record form holds it: pounds on screen, pence stored.
    expect(values.pay).toBe('350.50');
    expect(answersOf(TEST_APPLICATION, { ...values, pay: '1,200.5' }).pay).toBe(120050);
    expect(answersOf(TEST_APPLICATION, { ...values, pay: 'lots' }).pay).toBe('lots');
  });

  it('keeps a UK date as typed on screen and ISO when stored, for dates and date-times', () => {
    const when: Question = { id: 'when', type: 'dateTime', label: 'When' };
    expect(emptyValue(when, TODAY)).toBe('');
    const form = {
      ...TEST_APPLICATION,
      steps: undefined,
      sections: [{ id: 's', title: 'S', questions: [when] }],
    };
    const values = formValuesOf(form, { when: '2026-03-27T09:30:00.000Z' }, TODAY);
    expect(values.when).toBe('27/03/2026 09:30');
    expect(answersOf(form, values).when).toBe('2026-03-27T09:30:00.000Z');
  });
});
