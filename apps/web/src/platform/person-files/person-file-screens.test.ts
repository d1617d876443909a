import {
  definePersonFile,
  defineRecord,
  type FormDefinition,
  field,
  type RecordKindOf,
} from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { personFileRoutesOf } from './person-file-route-info';
import { personFileScreens } from './person-file-screens';

/** A person kind declared only here: its screens come from the declaration alone. */
const owner = defineRecord({
  name: 'test-people',
  area: 'people',
  singular: 'Test Person',
  plural: 'Test People',
  fields: { name: field.text('Name', { required: true }) },
  list: { columns: ['name'], sort: 'name' },
}) as unknown as RecordKindOf;

const form = (key: string, title: string, purpose: FormDefinition['purpose']): FormDefinition => ({
  key,
  title,
  version: 1,
  purpose,
  sections: [],
});

const file = definePersonFile({
  owner: 'test-people',
  responseSubject: 'test-person',
  noun: 'Test Person',
  groups: ['Profile', 'Assessments', 'Contracts', 'Records'],
  detailsGroup: 'Profile',
  questionnaires: [
    form('wellbeing-check', 'Wellbeing Check', 'assessment'),
    form('work-agreement', 'Work Agreement', 'contract'),
  ],
  groupOf: ({ kind, purpose }) =>
    kind === 'list' ? 'Records' : purpose === 'contract' ? 'Contracts' : 'Assessments',
  ownerName: (row) => String(row.name),
});

describe('the screens of a person file', () => {
  const [route] = personFileRoutesOf([file], () => owner);
  if (!route) throw new Error('no route');
  const screens = personFileScreens(route);

  it('are a frame at the file with the details and a page per questionnaire inside it', () => {
    expect(screens.map((screen) => [screen.name, screen.parent ?? null, screen.path])).toEqual([
      ['test-people-file', null, '/test-people/$id/edit'],
      ['test-people-edit', 'test-people-file', '/'],
      ['test-people-form:wellbeing-check', 'test-people-file', '/wellbeing-check'],
      ['test-people-form:work-agreement', 'test-people-file', '/work-agreement'],
    ]);
  });

  it('title each page as the spec names them, and ask for the owner’s read permission', () => {
    expect(screens.flatMap((screen) => ('title' in screen ? [screen.title] : []))).toEqual([
      'Edit Test Person',
      'Test Person Wellbeing Check',
      'Test Person Work Agreement',
    ]);
    expect(new Set(screens.map((screen) => screen.permission))).toEqual(
      new Set(['test-people.read']),
    );
    expect(route.permissions).toEqual({ read: 'test-people.read', update: 'test-people.update' });
  });

  it('draw the file inside its frame, with the generated screens of its nested kinds', () => {
    const [frame] = screens;
    expect(frame && 'frame' in frame && frame.frame.recordScreens).toBe(true);
    expect(screens.every((screen) => screen.staticData?.personFile === 'test-people')).toBe(true);
  });
});
