import { describe, expect, it } from 'vitest';
import { definitionChecks } from './form-checks';
import type { FormDefinition, FormSection, Question } from './form-definition';

const sound: FormDefinition = {
  key: 'skin-check',
  title: 'Skin check',
  version: 1,
  purpose: 'assessment',
  reviewMonths: 3,
  scoring: {
    bands: [
      { min: 0, label: 'Low risk', level: 'low' },
      { min: 3, label: 'High risk', level: 'high' },
    ],
  },
  sections: [
    {
      id: 'skin',
      title: 'Skin',
      questions: [
        { id: 'marks', type: 'yesNo', label: 'Any red marks?', scoreIfYes: 2 },
        {
          id: 'where',
          type: 'multiChoice',
          label: 'Where?',
          options: [
            { value: 'heels', label: 'Heels', score: 1 },
            { value: 'sacrum', label: 'Sacrum', score: 2 },
          ],
          showWhen: { question: 'marks', in: ['yes'] },
        },
        { id: 'size_cm', type: 'number', label: 'Size (cm)', min: 0, max: 30 },
      ],
    },
  ],
};

const withQuestions = (...questions: Question[]): FormDefinition => ({
  ...sound,
  sections: [{ id: 'only', title: 'Only', questions }],
});

describe('definitionChecks', () => {
  it('finds nothing wrong with a sound form', () => {
    expect(definitionChecks(sound)).toEqual([]);
  });

  it("takes a page path the spec names ('23+Form', 'training/oliver-mcGowan'), not any text", () => {
    expect(definitionChecks({ ...sound, path: '23+Form' })).toEqual([]);
    expect(definitionChecks({ ...sound, path: 'training/oliver-mcGowan' })).toEqual([]);
    for (const path of ['', '/birdieForm', 'a//b', 'with space', '../up']) {
      expect(definitionChecks({ ...sound, path })).toEqual([
        'skin-check: the path must be URL segments of letters, digits, + and - joined by /',
      ]);
    }
  });

  it('names the form and each duplicate id', () => {
    const section = sound.sections[0] as FormSection;
    const twice = { ...sound, sections: [section, section] };
    expect(definitionChecks(twice)).toEqual([
      "skin-check: section id 'skin' is used twice",
      "skin-check: question id 'marks' is used twice",
      "skin-check: question id 'where' is used twice",
      "skin-check: question id 'size_cm' is used twice",
    ]);
  });

  it('refuses a showWhen on an unknown or later question, or with values it cannot have', () => {
    const problems = definitionChecks(
      withQuestions(
        { id: 'a', type: 'text', label: 'A', showWhen: { question: 'ghost', in: ['x'] } },
        { id: 'b', type: 'text', label: 'B', showWhen: { question: 'c', in: ['yes'] } },
        { id: 'c', type: 'yesNo', label: 'C', showWhen: { question: 'c', in: ['true'] } },
        { id: 'd', type: 'text', label: 'D', showWhen: { question: 'c', in: [] } },
      ),
    );
    expect(problems).toEqual([
      "skin-check: question 'a' shows when 'ghost' is answered, but there is no such question",
      "skin-check: question 'b' depends on 'c', which must come before it",
      "skin-check: question 'c' depends on 'c', which must come before it",
      "skin-check: question 'c' shows for 'true', which 'c' cannot be answered",
      "skin-check: question 'd' has a showWhen with no values",
    ]);
  });

  it('refuses choices without options, repeated options and options on other kinds', () => {
    expect(
      definitionChecks(
        withQuestions(
          { id: 'a', type: 'choice', label: 'A' },
          { id: 'b', type: 'multiChoice', label: 'B', options: [] },
          {
            id: 'c',
            type: 'choice',
            label: 'C',
            options: [
              { value: 'x', label: 'X' },
              { value: 'x', label: 'X again' },
            ],
          },
          { id: 'd', type: 'text', label: 'D', options: [{ value: 'x', label: 'X' }] },
        ),
      ),
    ).toEqual([
      "skin-check: question 'a' is a choice without options",
      "skin-check: question 'b' is a multiChoice without options",
      "skin-check: question 'c' has the option 'x' twice",
      "skin-check: question 'd' has options, but only choice questions use them",
    ]);
  });

  it('refuses bands that do not go up, and points on an unscored form', () => {
    expect(
      definitionChecks({
        ...sound,
        scoring: {
          bands: [
            { min: 0, label: 'Low risk', level: 'low' },
            { min: 0, label: 'High risk', level: 'high' },
          ],
        },
      }),
    ).toEqual([
      "skin-check: band 'High risk' must start above band 'Low risk' (bands go lowest first)",
    ]);
    expect(definitionChecks({ ...sound, scoring: { bands: [] } })).toEqual([
      'skin-check: scoring has no bands',
    ]);
    expect(definitionChecks({ ...sound, scoring: undefined })).toEqual([
      "skin-check: question 'marks' gives points, but the form has no scoring",
      "skin-check: question 'where' gives points, but the form has no scoring",
    ]);
  });

  it('refuses misplaced settings and malformed names', () => {
    expect(
      definitionChecks({
        ...withQuestions(
          { id: 'a.b', type: 'text', label: ' ' },
          { id: 'c', type: 'text', label: 'C', scoreIfYes: 1, min: 1 },
          { id: 'd', type: 'number', label: 'D', min: 5, max: 1 },
          { id: 'e', type: 'info', label: 'E', required: true },
        ),
        key: 'Skin Check',
        version: 0,
        reviewMonths: 1.5,
        title: '',
      }),
    ).toEqual([
      'Skin Check: the key must be lower-case words joined by -',
      'Skin Check: the form has no title',
      'Skin Check: the version must be a whole number from 1',
      'Skin Check: reviewMonths must be a whole number from 1',
      "Skin Check: question 'a.b' needs an id of letters, digits, - or _, starting with a letter",
      "Skin Check: question 'a.b' has no label",
      "Skin Check: question 'c' has scoreIfYes, but only yes/no questions use it",
      "Skin Check: question 'c' has min or max, but only number and money questions use them",
      "Skin Check: question 'd' has min above max",
      "Skin Check: question 'e' is info text, which takes no answer, so it cannot be required",
    ]);
  });

  it('refuses a form or a section with nothing in it', () => {
    expect(definitionChecks({ ...sound, sections: [] })).toEqual([
      'skin-check: the form has no sections',
    ]);
    expect(definitionChecks(withQuestions())).toEqual([
      "skin-check: section 'only' has no questions",
    ]);
  });
});
