import { describe, expect, it } from 'vitest';
import { definitionChecks } from '../../../engine/forms/form-checks';
import {
  type FormVersions,
  formVersionProblems,
  formVersionsOf,
} from '../../../engine/forms/form-versions';
import { CLIENT_FORMS } from './client-forms';
import committed from './form-versions.json';

const UPDATE = 'npx tsx scripts/update-form-versions.ts';

describe('the client file questionnaires', () => {
  it('have unique keys', () => {
    const keys = CLIENT_FORMS.map((form) => form.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it.each(CLIENT_FORMS.map((form) => [form.key, form] as const))(
    '%s is a sound declaration',
    (_, form) => {
      expect(definitionChecks(form)).toEqual([]);
    },
  );

  it('raise their version whenever their content changes, and form-versions.json says so', () => {
    const { unversioned, stale } = formVersionProblems(CLIENT_FORMS, committed as FormVersions);
    const advice = [
      ...(unversioned.length > 0
        ? [
            'A saved response points at its form version, so changed content needs a new version:',
            ...unversioned.map((problem) => `- ${problem}`),
            'then',
          ]
        : []),
      ...(stale.length > 0 ? stale.map((problem) => `- ${problem}`) : []),
      `Run \`${UPDATE}\`, or write packages/domain/src/catalogue/clients/forms/form-versions.json as:`,
      JSON.stringify(formVersionsOf(CLIENT_FORMS), null, 2),
    ].join('\n');
    expect([...unversioned, ...stale], advice).toEqual([]);
  });
});
