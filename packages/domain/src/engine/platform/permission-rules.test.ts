import { describe, expect, expectTypeOf, it } from 'vitest';
import { type PermissionCheck, permissionCheck, SUPER_ADMIN } from './permission-rules';

/** A vocabulary of two names, as a catalogue would give one. */
type Name = 'notes.read' | 'notes.delete';
const can = permissionCheck<Name>();

describe('permissionCheck', () => {
  it('lets super_admin hold every name, and anyone else only their grants', () => {
    expect(can({ userRole: SUPER_ADMIN, userPermissions: [] }, 'notes.delete')).toBe(true);
    const reader = { userRole: 'carer', userPermissions: ['notes.read'] };
    expect(can(reader, 'notes.read')).toBe(true);
    expect(can(reader, 'notes.delete')).toBe(false);
  });

  it('gives nothing to nobody signed in', () => {
    expect(can(null, 'notes.read')).toBe(false);
    expect(can(undefined, 'notes.read')).toBe(false);
  });

  it('asks only for names of the vocabulary it is pinned to', () => {
    expectTypeOf(can).toEqualTypeOf<PermissionCheck<Name>>();
    // @ts-expect-error 'notes.update' is not a name of this vocabulary.
    expect(can({ userRole: 'carer', userPermissions: ['notes.update'] }, 'notes.update')).toBe(
      true,
    );
  });
});
