import { describe, expect, it } from 'vitest';
import { definitionChecks } from '../engine/forms/form-checks';
import {
  type FormVersions,
  formVersionProblems,
  formVersionsOf,
} from '../engine/forms/form-versions';
import committed from './form-versions.json';
import { PERSON_FILES } from './person-files';

const UPDATE = 'npx tsx scripts/update-form-versions.ts';
const COMMITTED = committed as Record<string, FormVersions>;

/**
 * Every person file's questionnaires: sound, with keys unique in their file, and a new version
 * whenever their content changes (a saved response points at the version it answered), as
 * form-versions.json records by file.
 */
describe.each(PERSON_FILES.map((file) => [file.owner, file] as const))(
  'the questionnaires of the %s file',
  (owner, file) => {
    it('have unique keys', () => {
      const keys = file.questionnaires.map((form) => form.key);
      expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    });

    it.each(file.questionnaires.map((form) => [form.key, form] as const))(
      '%s is a sound declaration',
      (_, form) => {
        expect(definitionChecks(form)).toEqual([]);
      },
    );

    it('raise their version whenever their content changes, and form-versions.json says so', () => {
      const { unversioned, stale } = formVersionProblems(
        file.questionnaires,
        COMMITTED[owner] ?? {},
      );
      const advice = [
        ...(unversioned.length > 0
          ? [
              'A saved response points at its form version, so changed content needs a new version:',
              ...unversioned.map((problem) => `- ${problem}`),
            ]
          : []),
        `Run \`${UPDATE}\`, or write "${owner}" in packages/domain/src/catalogue/form-versions.json as:`,
        JSON.stringify(formVersionsOf(file.questionnaires), null, 2),
      ].join('\n');
      expect([...unversioned, ...stale], advice).toEqual([]);
    });
  },
);
