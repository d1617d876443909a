import { describe, expect, it } from 'vitest';
import type { FormDefinition, Question } from '../engine/forms/form-definition';
import {
  blankChoiceLabel,
  optionMeaning,
  sameMeaningOptions,
} from '../engine/records/choice-options';
import * as catalogue from './index';
import { ALL_RECORDS } from './registry';

describe('sameMeaningOptions', () => {
  it('finds entries that mean the same after case, punctuation and synonyms', () => {
    expect(sameMeaningOptions(['None', 'Buddhist', 'No religion'])).toEqual([
      ['None', 'No religion'],
    ]);
    expect(sameMeaningOptions(['N/A', 'Not applicable.'])).toEqual([['N/A', 'Not applicable.']]);
    expect(sameMeaningOptions(['Prefer not to say', 'prefers not to say'])).toHaveLength(1);
    expect(sameMeaningOptions(['None', 'Some', 'Not recorded'])).toEqual([]);
    expect(optionMeaning('Self-employed')).toBe('self employed');
  });
});

/** A select's list: its empty entry and its options, as a person sees them. */
interface OptionList {
  where: string;
  labels: readonly string[];
}

const listOf = (where: string, required: boolean | undefined, labels: readonly string[]) => ({
  where,
  labels: [blankChoiceLabel(required), ...labels],
});

function questionLists(form: FormDefinition): OptionList[] {
  const walk = (questions: readonly Question[]): OptionList[] =>
    questions.flatMap((question) => [
      ...(question.options?.length
        ? [
            listOf(
              `${form.key} › ${question.id}`,
              question.required,
              question.options.map((option) => option.label),
            ),
          ]
        : []),
      ...walk(question.questions ?? []),
    ]);
  return form.sections.flatMap((section) => walk(section.questions));
}

const isForm = (value: unknown): value is FormDefinition =>
  typeof value === 'object' &&
  value !== null &&
  'key' in value &&
  'sections' in value &&
  Array.isArray(value.sections);

const OPTION_LISTS: OptionList[] = [
  ...ALL_RECORDS.flatMap((kind) =>
    Object.entries(kind.fields).flatMap(([name, def]) =>
      def.kind === 'choice' || def.kind === 'multiChoice'
        ? [
            listOf(
              `${kind.name}.${name}`,
              def.kind === 'multiChoice' || def.required,
              def.options.map((option) => option.label),
            ),
          ]
        : [],
    ),
  ),
  ...Object.values(catalogue).filter(isForm).flatMap(questionLists),
];

describe('every declared option list', () => {
  it('is found', () => {
    expect(OPTION_LISTS.length).toBeGreaterThan(100);
  });

  it('holds no two entries that mean the same', () => {
    const duplicates = OPTION_LISTS.flatMap(({ where, labels }) =>
      sameMeaningOptions(labels).map((group) => `${where}: ${group.join(' / ')}`),
    );
    expect(duplicates).toEqual([]);
  });
});
