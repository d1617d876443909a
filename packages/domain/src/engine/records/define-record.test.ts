import { describe, expect, it } from 'vitest';
import { defineRecord, lockedMessage, overlapMessage } from './define-record';
import { field } from './fields';

const declare = (extra: object = {}) =>
  defineRecord({
    name: 'visit-checklists',
    area: 'test',
    singular: 'Visit Checklist',
    plural: 'Visit Checklists',
    fields: {
      from: field.date('From', { required: true }),
      to: field.date('To'),
      status: field.choice('Status', ['Open', 'Completed'], { required: true }),
    },
    list: { columns: ['from', 'status'], sort: 'from' },
    ...extra,
  });

describe('defineRecord: show screen and write rules', () => {
  it('has no show screen unless asked, titled "{singular} Details" or as declared', () => {
    expect(declare().screens.show).toBe(false);
    const shown = declare({ screens: { show: true } });
    expect(shown.screens).toEqual({ add: true, edit: true, show: true });
    expect(shown.titles.show).toBe('Visit Checklist Details');
    expect(shown.showPath).toBeUndefined();
    const moved = declare({ screens: { show: { path: 'checklists', title: 'Checklist' } } });
    expect(moved.screens.show).toBe(true);
    expect(moved.showPath).toBe('checklists');
    expect(moved.titles.show).toBe('Checklist');
  });

  it('words the declared rules’ refusals after the kind, unless told otherwise', () => {
    const kind = declare({
      writeRules: {
        noOverlap: { from: 'from', to: 'to' },
        lockedWhen: { field: 'status', value: 'Completed' },
      },
    });
    expect(overlapMessage(kind)).toBe('These dates overlap another visit checklist.');
    expect(lockedMessage(kind)).toBe(
      'This visit checklist is completed: it can no longer be changed or deleted.',
    );
    const told = declare({
      writeRules: {
        noOverlap: { from: 'from', to: 'to', message: 'Overlaps.' },
        lockedWhen: { field: 'status', value: 'Completed', message: 'Signed off.' },
      },
    });
    expect(overlapMessage(told)).toBe('Overlaps.');
    expect(lockedMessage(told)).toBe('Signed off.');
  });

  it('refuses rules naming fields that cannot hold what they compare', () => {
    expect(() => declare({ writeRules: { noOverlap: { from: 'from', to: 'status' } } })).toThrow(
      'visit-checklists: writeRules.noOverlap needs date fields, not status.',
    );
    expect(() =>
      declare({ writeRules: { lockedWhen: { field: 'state', value: 'Completed' } } }),
    ).toThrow('visit-checklists: writeRules.lockedWhen names no field state.');
  });
});

describe('defineRecord: fields kept by the server', () => {
  const kept = defineRecord({
    name: 'kept-checks',
    area: 'test',
    singular: 'Kept Check',
    plural: 'Kept Checks',
    fields: {
      name: field.text('Name', { required: true }),
      state: field.choice('State', ['Good', 'Bad'], { keptByServer: true }),
    },
    list: { columns: ['name', 'state'], sort: 'name', filters: ['state'] },
  });

  it('drops a value a save sends, on create and on update, and refuses nothing for it', () => {
    expect(kept.createSchema.parse({ name: 'A', state: 'Good' })).toEqual({ name: 'A' });
    expect(kept.createSchema.parse({ name: 'A', state: 'not an option' })).toEqual({ name: 'A' });
    expect(kept.updateSchema.parse({ name: 'A', state: 'Bad', version: 2 })).toEqual({
      name: 'A',
      version: 2,
    });
  });
});
