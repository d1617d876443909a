import { RECORD_KIND_INDEX } from 'virtual:care360/record-kinds';
import {
  ALL_PERMISSIONS,
  auditRecordKindTitle,
  auditRecordTypes,
  auditTitles,
  PERMISSION_AREAS as DECLARED_AREAS,
  PERMISSION_CATALOGUE as DECLARED_CATALOGUE,
  permissionLabel as declaredLabel,
  permissionsOf,
} from '@care360/domain';
import { describe, expect, it } from 'vitest';
import {
  PERMISSION_AREAS,
  PERMISSION_CATALOGUE,
  permissionEntry,
  permissionLabel,
} from './permission-vocabulary';

// The screens make from the names-only index what the server makes from the declarations.
describe('the permission vocabulary from the names-only index', () => {
  it('is the one the server makes from every declaration', () => {
    expect(permissionsOf(RECORD_KIND_INDEX)).toEqual(ALL_PERMISSIONS);
    expect(PERMISSION_CATALOGUE).toEqual(DECLARED_CATALOGUE);
    expect(PERMISSION_AREAS).toEqual(DECLARED_AREAS);
    for (const name of ['users.create', 'client-medications.read', 'audit.read', 'nope.read']) {
      expect(permissionLabel(name)).toBe(declaredLabel(name));
    }
  });

  it('names the audit trail’s kinds as the server does', () => {
    const titles = auditTitles(
      RECORD_KIND_INDEX,
      (recordType) => permissionEntry(`${recordType}.read`)?.recordTitle,
    );
    expect(titles.recordTypes).toEqual(auditRecordTypes());
    for (const type of ['clients', 'users', 'files', 'roles', 'something-new']) {
      expect(titles.kindTitle(type)).toBe(auditRecordKindTitle(type));
    }
  });
});
