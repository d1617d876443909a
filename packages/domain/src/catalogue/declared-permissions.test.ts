import { describe, expect, it } from 'vitest';
import { isPermission } from './people/permissions';
import { PERSON_FILES } from './person-files';
import { ALL_RECORDS, recordKind } from './registry';
import { STAFF_PAY_DETAILS } from './staff/staff-files';

/**
 * Permissions a declaration names as strings (a field's reveal, a questionnaire's own) are in
 * the vocabulary: a misspelt one would be held by nobody but the super administrator.
 */
describe('permissions named by declarations', () => {
  it('every reveal permission of a sensitive field is a permission, on a sensitive field', () => {
    const named = ALL_RECORDS.flatMap((kind) =>
      Object.entries(kind.fields).flatMap(([key, def]) =>
        def.revealPermission ? [{ kind: kind.name, key, def }] : [],
      ),
    );
    expect(named.map(({ kind, key }) => `${kind}.${key}`)).toEqual(
      expect.arrayContaining(['carers.niNumber', 'employees.niNumber']),
    );
    for (const { def } of named) {
      expect(def.sensitive).toBe(true);
      expect(isPermission(def.revealPermission)).toBe(true);
    }
  });

  it("every questionnaire's own permissions are permissions of a questionnaire of the file", () => {
    for (const file of PERSON_FILES) {
      for (const [key, needs] of Object.entries(file.formPermissions ?? {})) {
        expect(file.questionnaires.some((form) => form.key === key)).toBe(true);
        expect(isPermission(needs.read) && isPermission(needs.update)).toBe(true);
      }
    }
    const staff = PERSON_FILES.filter((file) => ['carers', 'employees'].includes(file.owner));
    for (const file of staff) {
      expect(file.formPermissions).toEqual({
        bank: STAFF_PAY_DETAILS,
        'payroll-info': STAFF_PAY_DETAILS,
      });
    }
  });
});

/*
 * A nested kind without permissions of its own is guarded by the kind that guards its parent, up
 * to the first with its own (the root owner of a person's file): a role given `carers.*` reads a
 * carer's holidays and their day details, and no name like `carer-holidays.*` that no role is
 * given appears in the vocabulary.
 */
describe('permissions of nested kinds', () => {
  it("are their parent's when they have none of their own, at every depth", () => {
    const borrowed = ALL_RECORDS.filter((kind) => kind.parent && !kind.ownPermissions);
    expect(borrowed.map((kind) => kind.name)).toEqual(
      expect.arrayContaining(['carer-holidays', 'carer-holiday-details']),
    );
    for (const kind of borrowed) {
      const parent = recordKind(kind.parent as string);
      expect(kind.permissions, kind.name).toEqual(parent.permissions);
    }
    expect(recordKind('carer-holiday-details').permissions.read).toBe('carers.read');
    expect(recordKind('employee-holiday-details').permissions.update).toBe('employees.update');
  });

  it('name only kinds that have permissions of their own', () => {
    for (const kind of ALL_RECORDS) {
      const subject = kind.permissions.read.slice(0, -'.read'.length);
      const owner = recordKind(subject);
      expect(owner.name === kind.name || !owner.parent || owner.ownPermissions, kind.name).toBe(
        true,
      );
    }
  });
});
