import { describe, expect, it } from 'vitest';
import { describeChanges } from './describe-changes';

describe('describeChanges', () => {
  it('has nothing to say without changes', () => {
    expect(describeChanges(null)).toEqual([]);
    expect(describeChanges({})).toEqual([]);
  });

  it('reads old/new, from/to, before/after and [old, new]', () => {
    expect(
      describeChanges({
        name: { old: 'Ann', new: 'Anne' },
        phone: { from: null, to: '01632 960000' },
        active: { before: true, after: false },
        branch: ['North', 'South'],
      }),
    ).toEqual([
      { field: 'name', before: 'Ann', after: 'Anne' },
      { field: 'phone', before: '(empty)', after: '01632 960000' },
      { field: 'active', before: 'true', after: 'false' },
      { field: 'branch', before: 'North', after: 'South' },
    ]);
  });

  it('shows any other value as it is', () => {
    expect(describeChanges({ password: 'changed', tags: { a: 1 } })).toEqual([
      { field: 'password', before: null, after: 'changed' },
      { field: 'tags', before: null, after: '{"a":1}' },
    ]);
  });

  it('reads the added and removed lists of a permission change as lists, not as pairs', () => {
    const changes = { added: ['users.read', 'users.create'], removed: [] };
    expect(describeChanges(changes, 'role.permissions')).toEqual([
      { field: 'added', before: null, after: 'users.read, users.create' },
      { field: 'removed', before: null, after: '(empty)' },
    ]);
    // Without the action the same two-item list would be an old → new pair.
    expect(describeChanges(changes, 'update')[0]).toEqual({
      field: 'added',
      before: 'users.read',
      after: 'users.create',
    });
  });
});
