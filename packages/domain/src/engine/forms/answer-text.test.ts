import { describe, expect, it } from 'vitest';
import { answeredSections, answerText } from './answer-text';
import type { FormDefinition, Question } from './form-definition';

const choice: Question = {
  id: 'mobility',
  type: 'choice',
  label: 'Mobility',
  options: [
    { value: 'independent', label: 'Walks without help' },
    { value: 'frame', label: 'Uses a walking frame' },
  ],
};

describe('answerText', () => {
  it('reads options by their labels and yes/no as Yes/No', () => {
    expect(answerText(choice, 'frame')).toBe('Uses a walking frame');
    expect(answerText({ ...choice, type: 'multiChoice' }, ['independent', 'frame'])).toBe(
      'Walks without help, Uses a walking frame',
    );
    expect(answerText({ id: 'x', type: 'yesNo', label: 'X' }, 'no')).toBe('No');
  });

  it('shows dates as DD/MM/YYYY and a signature as who signed when', () => {
    expect(answerText({ id: 'd', type: 'date', label: 'D' }, '2025-03-09')).toBe('09/03/2025');
    expect(
      answerText(
        { id: 's', type: 'signature', label: 'Signed' },
        { image: 'data:image/png;base64,AAAA', name: 'Ann Lee', date: '2025-04-01' },
      ),
    ).toBe('Signed by Ann Lee on 01/04/2025');
  });

  it('is empty when there is no answer', () => {
    expect(answerText(choice, null)).toBe('');
    expect(answerText(choice, undefined)).toBe('');
  });
});

describe('answeredSections', () => {
  const definition: FormDefinition = {
    key: 'support-plan',
    title: 'Support Plan',
    version: 2,
    purpose: 'assessment',
    sections: [
      {
        id: 'a',
        title: 'Getting about',
        questions: [
          { id: 'guide', type: 'info', label: 'Read this first' },
          choice,
          { id: 'notes', type: 'longText', label: 'Notes' },
        ],
      },
      { id: 'b', title: 'Meals', questions: [{ id: 'diet', type: 'text', label: 'Diet' }] },
    ],
  };

  it('keeps answered questions only, under their section, skipping guidance and empty sections', () => {
    expect(answeredSections(definition, { mobility: 'frame' })).toEqual([
      {
        title: 'Getting about',
        lines: [{ question: 'Mobility', answer: 'Uses a walking frame' }],
      },
    ]);
  });
});

describe('answerText of the shared field kinds and groups', () => {
  it('reads money in pounds and a group entry by entry', () => {
    expect(answerText({ id: 'pay', type: 'money', label: 'Pay' }, 123456)).toBe('£1,234.56');
    const group: Question = {
      id: 'references',
      type: 'group',
      label: 'References',
      entryLabel: 'Reference',
      questions: [
        { id: 'name', type: 'text', label: 'Name' },
        { id: 'known', type: 'yesNo', label: 'Known long?' },
      ],
    };
    expect(answerText(group, [{ name: 'Ann', known: 'yes' }, { name: 'Bob' }])).toBe(
      'Reference 1: Name: Ann; Known long?: Yes\nReference 2: Name: Bob',
    );
  });
});
