import { describe, expect, expectTypeOf, it } from 'vitest';
import { SUPER_ADMIN } from '../../engine/platform/permission-rules';
import { clientMedications } from '../clients/client-medications.record';
import type { NavItem } from '../nav-tree';
import { carerSurveyQuestions } from '../reference/carer-surveys.record';
import { type RecordKind, type RecordKindName, recordKind } from '../registry';
import { permissionName } from './permission-vocabulary';
import {
  ALL_PERMISSIONS,
  can,
  isPermission,
  ownerReadPermissions,
  type Permission,
} from './permissions';

/*
 * Permission names are a typed vocabulary. `npx tsc --noEmit -p .` checks this file (the lint
 * and CI type check cover test files): each `@ts-expect-error` below fails the type check if the
 * misspelt name it marks ever compiles.
 */

const admin = { userRole: SUPER_ADMIN, userPermissions: [] };

describe('the permission vocabulary as types', () => {
  it('takes the names of the platform records and of every declared kind', () => {
    expectTypeOf<'audit.read'>().toExtend<Permission>();
    expectTypeOf<'client-medications.update'>().toExtend<Permission>();
    expectTypeOf<'carer-survey-questions.delete'>().toExtend<Permission>();
    expectTypeOf<'clients'>().toExtend<RecordKindName>();
    expect(can(admin, 'client-medications.update')).toBe(true);
  });

  it('refuses a misspelt name, an unknown record and an unknown action', () => {
    expectTypeOf<'client-medication.update'>().not.toExtend<Permission>();
    expectTypeOf<'clients.approve'>().not.toExtend<Permission>();
    expectTypeOf<'audits.read'>().not.toExtend<Permission>();
    expectTypeOf<string>().not.toExtend<Permission>();
    // @ts-expect-error 'client-medication' is not a record kind (it is client-medications).
    expect(can(admin, 'client-medication.update')).toBe(true);
    // @ts-expect-error 'approve' is not an action.
    permissionName('clients', 'approve');
    // @ts-expect-error 'audits' is not a record that carries permissions ('audit' is).
    const item: NavItem = { name: 'a', title: 'A', target: '/a', permission: ['audits.read'] };
    expect(item.permission).toEqual(['audits.read']);
  });

  it("types a kind's permissions as its own names", () => {
    expectTypeOf(clientMedications.permissions.read).toEqualTypeOf<'client-medications.read'>();
    expectTypeOf(
      carerSurveyQuestions.permissions.delete,
    ).toEqualTypeOf<'carer-survey-questions.delete'>();
    expectTypeOf(permissionName('audit', 'read')).toEqualTypeOf<'audit.read'>();
    // Any kind, chosen at run time, still gives names of the vocabulary.
    expectTypeOf<RecordKind['permissions']['update']>().toExtend<Permission>();
    expect(recordKind('client-medications').permissions.update).toBe('client-medications.update');
  });
});

describe('isPermission', () => {
  it('accepts every name of the vocabulary and nothing else', () => {
    for (const name of ALL_PERMISSIONS) expect(isPermission(name), name).toBe(true);
    for (const name of ['client-medication.update', 'clients.approve', 'clients', '', 42, null]) {
      expect(isPermission(name), String(name)).toBe(false);
    }
  });

  it('narrows a name read from outside to the vocabulary', () => {
    const stored: string = 'audit.read';
    if (!isPermission(stored)) throw new Error('audit.read is a permission');
    expectTypeOf(stored).toEqualTypeOf<Permission>();
    expect(can({ userRole: 'manager', userPermissions: [stored] }, stored)).toBe(true);
  });
});

describe('the owners of a nested kind', () => {
  it('are the read permissions of every kind above it, root first', () => {
    expect(ownerReadPermissions(recordKind('client-visit-template-details'))).toEqual([
      'clients.read',
      'client-visit-templates.read',
    ]);
    expect(ownerReadPermissions(recordKind('client-medications'))).toEqual(['clients.read']);
  });

  it('are none for a top-level kind', () => {
    expect(ownerReadPermissions(recordKind('clients'))).toEqual([]);
  });
});
