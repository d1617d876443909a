import { describe, expect, it } from 'vitest';
import { defineRecord } from './define-record';
import { field } from './fields';
import { isSet, sensitiveFields } from './sensitive-fields';

const notes = defineRecord({
  name: 'test-notes',
  area: 'test',
  singular: 'Note',
  plural: 'Notes',
  fields: {
    title: field.text('Title', { required: true }),
    hasCode: field.yesNo('Has a code'),
    code: field.text('Code', { sensitive: true }),
  },
  rules: [
    {
      field: 'code',
      message: 'Enter the code.',
      check: (values) => values.hasCode !== true || Boolean(values.code),
    },
  ],
  list: { columns: ['title'], sort: 'title' },
});

describe('sensitive fields', () => {
  it('are the fields declared sensitive, in order', () => {
    expect(sensitiveFields(notes.fields)).toEqual(['code']);
  });

  it('are kept when a save leaves them out, and cleared only when sent empty', () => {
    const left = notes.updateSchema.parse({ title: 'A', version: 2 });
    expect(left).toEqual({ title: 'A', hasCode: false, version: 2 });
    expect('code' in left).toBe(false);
    expect(notes.updateSchema.parse({ title: 'A', code: null, version: 2 }).code).toBeNull();
    expect(notes.updateSchema.parse({ title: 'A', code: ' 4821 ', version: 2 }).code).toBe('4821');
    // A row sent back as it was read: null where a value was withheld keeps the value.
    const asRead = { title: 'A', code: null, _withheld: { code: true }, version: 2 };
    expect('code' in notes.updateSchema.parse(asRead)).toBe(false);
    const unset = { title: 'A', code: null, _withheld: { code: false }, version: 2 };
    expect(notes.updateSchema.parse(unset).code).toBeNull();
    // Adding a record has nothing to keep: an empty field is empty.
    expect(notes.createSchema.parse({ title: 'A' }).code).toBeNull();
  });

  it('leave the rules that read a kept value to the server, which knows it', () => {
    expect(notes.updateSchema.safeParse({ title: 'A', hasCode: true, version: 2 }).success).toBe(
      true,
    );
    const sent = notes.updateSchema.safeParse({ title: 'A', hasCode: true, code: '', version: 2 });
    expect(sent.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['code'], 'Enter the code.'],
    ]);
  });

  it('count as set when the answer withheld their value', () => {
    expect(isSet({ keySafe: null, _withheld: { keySafe: true } }, 'keySafe')).toBe(true);
    expect(isSet({ keySafe: null, _withheld: { keySafe: false } }, 'keySafe')).toBe(false);
    expect(isSet({ keySafe: 'By the door, 1234' }, 'keySafe')).toBe(true);
  });
});
