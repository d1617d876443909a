import { describe, expect, it } from 'vitest';
import {
  PERMISSION_AREAS,
  PERMISSION_CATALOGUE,
  permissionEntry,
  permissionLabel,
} from './permission-catalogue';
import { ALL_PERMISSIONS } from './permissions';

describe('PERMISSION_CATALOGUE', () => {
  it('describes every permission exactly once', () => {
    expect(PERMISSION_CATALOGUE.map((e) => e.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('names declared kinds by their plural and platform records readably', () => {
    expect(permissionEntry('users.create')).toEqual({
      name: 'users.create',
      area: 'people',
      areaTitle: 'People',
      record: 'users',
      recordTitle: 'Users',
      action: 'create',
    });
    expect(permissionEntry('medications.read')).toMatchObject({
      areaTitle: 'Reference data',
      recordTitle: 'Medications',
    });
    expect(permissionEntry('email-logs.read')).toMatchObject({
      area: 'comms',
      areaTitle: 'Communication',
      recordTitle: 'Email logs',
    });
    expect(permissionEntry('audit.delete')).toMatchObject({
      areaTitle: 'Quality',
      recordTitle: 'Audit trail',
    });
    expect(permissionEntry('permissions.update')?.recordTitle).toBe('User permissions');
    expect(permissionEntry('jobs.update')).toMatchObject({
      areaTitle: 'System',
      recordTitle: 'Background jobs',
    });
    expect(permissionEntry('nothing.read')).toBeUndefined();
  });

  it('orders by area, then record, then read, create, update, delete', () => {
    const areas = PERMISSION_AREAS.map((a) => a.title);
    expect(areas[0]).toBe('People');
    expect(areas.at(-1)).toBe('Reference data');
    expect(new Set(areas).size).toBe(areas.length);
    const users = PERMISSION_CATALOGUE.filter((e) => e.record === 'users').map((e) => e.action);
    expect(users).toEqual(['read', 'create', 'update', 'delete']);
    const people = PERMISSION_CATALOGUE.filter((e) => e.area === 'people').map(
      (e) => e.recordTitle,
    );
    expect(people).toEqual([...people].sort((a, b) => a.localeCompare(b)));
  });

  it('labels a permission as record and action', () => {
    expect(permissionLabel('users.create')).toBe('Users: Create');
    expect(permissionLabel('fiscal-years.delete')).toBe('Fiscal Years: Delete');
    expect(permissionLabel('made.up')).toBe('made.up');
  });
});
