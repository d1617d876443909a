import { describe, expect, it } from 'vitest';
import { definitionChecks } from './form-checks';
import type { FormDefinition } from './form-definition';
import { cleanAnswers, completionOf, scoreOf, validateAnswers } from './form-engine';
import {
  clampStep,
  isPass,
  MIN_PROGRESS_PERCENT,
  passMarkBands,
  progressPercent,
  stepsOf,
  validateStep,
} from './form-steps';

/** Three steps; 'licence' (step 3) shows only when 'driver' (step 1) is yes. */
const form: FormDefinition = {
  key: 'application',
  title: 'Application',
  version: 1,
  purpose: 'profile',
  steps: [
    { id: 'you', title: 'About you', sections: ['personal'] },
    { id: 'work', title: 'Work', sections: ['experience', 'availability'] },
    { id: 'driving', title: 'Driving', sections: ['driving'] },
  ],
  sections: [
    {
      id: 'personal',
      title: 'Personal details',
      questions: [
        { id: 'name', type: 'text', label: 'Full name', required: true },
        { id: 'driver', type: 'yesNo', label: 'Do you drive?', required: true },
      ],
    },
    {
      id: 'experience',
      title: 'Experience',
      questions: [{ id: 'years', type: 'number', label: 'Years in care', min: 0, max: 60 }],
    },
    {
      id: 'availability',
      title: 'Availability',
      questions: [{ id: 'start', type: 'date', label: 'Earliest start', required: true }],
    },
    {
      id: 'driving',
      title: 'Driving',
      questions: [
        {
          id: 'licence',
          type: 'text',
          label: 'Licence number',
          required: true,
          showWhen: { question: 'driver', in: ['yes'] },
        },
      ],
    },
  ],
};

describe('steps', () => {
  it('group the sections, and a form without steps is one step', () => {
    expect(definitionChecks(form)).toEqual([]);
    expect(stepsOf(form).map((step) => step.sections.map((section) => section.id))).toEqual([
      ['personal'],
      ['experience', 'availability'],
      ['driving'],
    ]);
    const { steps: _none, ...plain } = form;
    expect(stepsOf(plain)).toHaveLength(1);
    expect(clampStep(form, 7)).toBe(2);
    expect(clampStep(form, -1)).toBe(0);
    expect(clampStep(form, Number.NaN)).toBe(0);
  });

  it('fill the progress bar by the step reached, never below the minimum', () => {
    expect(MIN_PROGRESS_PERCENT).toBe(18);
    expect(progressPercent(0, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(100);
    expect(progressPercent(0, 10)).toBe(18);
    expect(progressPercent(1, 10)).toBe(20);
    for (let count = 1; count <= 20; count += 1) {
      for (let step = 0; step < count; step += 1) {
        expect(progressPercent(step, count)).toBeGreaterThanOrEqual(18);
      }
    }
  });

  it('are checked one at a time, each only for its own questions', () => {
    expect(validateStep(form, {}, 0)).toEqual({
      name: 'Enter an answer.',
      driver: 'Choose an answer.',
    });
    expect(validateStep(form, { years: 99 }, 1)).toEqual({
      years: 'Enter a number from 0 to 60.',
      start: 'Enter an answer.',
    });
    expect(validateStep(form, { name: 'Ann', driver: 'no' }, 0)).toEqual({});
  });

  it('carry show-when across steps: an answer in step 1 shows a question in step 3', () => {
    expect(validateStep(form, { driver: 'no' }, 2)).toEqual({});
    expect(validateStep(form, { driver: 'yes' }, 2)).toEqual({
      licence: 'Enter an answer.',
    });
    // Hidden: not required, and its answer is not kept.
    const answers = { name: 'Ann', driver: 'no', start: '2026-04-01', licence: 'JONES657' };
    expect(validateAnswers(form, answers)).toEqual({});
    expect(cleanAnswers(form, answers)).not.toHaveProperty('licence');
    expect(completionOf(form, answers)).toBe(100);
    expect(completionOf(form, { ...answers, driver: 'yes' })).toBe(100);
    expect(completionOf(form, { ...answers, driver: 'yes', licence: '' })).toBe(75);
  });

  it('are refused when they leave out, repeat or reorder sections', () => {
    const bad: FormDefinition = {
      ...form,
      steps: [
        { id: 'a', title: 'A', sections: ['experience', 'personal'] },
        { id: 'a', title: ' ', sections: ['personal', 'nowhere'] },
      ],
    };
    expect(definitionChecks(bad)).toEqual([
      "application: step id 'a' is used twice",
      "application: step 'a' has no title",
      "application: step 'a' names no section 'nowhere'",
      "application: section 'personal' is in more than one step",
      "application: section 'availability' is in no step",
      "application: section 'driving' is in no step",
      'application: steps must list the sections in their order on the form',
    ]);
  });
});

describe('a scored test with a pass mark', () => {
  const test = (passMark: number): FormDefinition => ({
    key: 'support-worker-test',
    title: 'Support worker test',
    version: 1,
    purpose: 'assessment',
    scoring: { bands: passMarkBands(passMark) },
    sections: [
      {
        id: 'questions',
        title: 'Questions',
        questions: ['q1', 'q2', 'q3'].map((id) => ({
          id,
          type: 'choice' as const,
          label: `Question ${id}`,
          required: true,
          options: [
            { value: 'right', label: 'Right', score: 1 },
            { value: 'wrong', label: 'Wrong', score: 0 },
          ],
        })),
      },
    ],
  });
  const answers = { q1: 'right', q2: 'right', q3: 'wrong' };

  it('passes at or above the mark, which each form sets', () => {
    expect(definitionChecks(test(2))).toEqual([]);
    expect(scoreOf(test(2), answers)).toMatchObject({ score: 2, band: { label: 'Passed' } });
    expect(isPass(scoreOf(test(2), answers).band)).toBe(true);
    expect(isPass(scoreOf(test(3), answers).band)).toBe(false);
    expect(scoreOf(test(3), answers).band?.label).toBe('Below the pass mark');
    expect(isPass(null)).toBe(false);
  });
});
