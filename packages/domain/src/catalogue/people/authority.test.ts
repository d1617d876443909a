import { describe, expect, it } from 'vitest';
import {
  holdsAll,
  mayAssignRole,
  mayGrant,
  mayManageHolder,
  permissionsLacking,
} from './authority';
import { ALL_PERMISSIONS, effectivePermissions } from './permissions';

const superAdmin = { userRole: 'super_admin', userPermissions: [] };
const hr = { userRole: 'hr_officer', userPermissions: ['users.read', 'users.create'] };
const reader = { userRole: 'reader', userPermissions: ['users.read'] };

describe('authority', () => {
  it('gives a super administrator every permission, others their own', () => {
    expect(effectivePermissions(superAdmin)).toEqual(ALL_PERMISSIONS);
    expect(effectivePermissions(hr)).toEqual(['users.read', 'users.create']);
  });

  it('names what an actor lacks, once each', () => {
    expect(
      permissionsLacking(hr, ['users.read', 'users.delete', 'users.delete', 'audit.read']),
    ).toEqual(['audit.read', 'users.delete']);
    expect(permissionsLacking(superAdmin, ['users.delete'])).toEqual([]);
    expect(holdsAll(hr, [])).toBe(true);
  });

  it('lets a role be given only when all its permissions are held', () => {
    expect(mayAssignRole(hr, { key: 'reader', permissions: ['users.read'] })).toBe(true);
    expect(mayAssignRole(hr, { key: 'empty', permissions: [] })).toBe(true);
    expect(mayAssignRole(hr, { key: 'manager', permissions: ['users.read', 'users.delete'] })).toBe(
      false,
    );
  });

  it('keeps the super administrator role and its holders to super administrators', () => {
    // Even an actor holding every permission by grant is not a super administrator.
    const everything = { userRole: 'all', userPermissions: [...ALL_PERMISSIONS] };
    expect(mayAssignRole(everything, { key: 'super_admin', permissions: [] })).toBe(false);
    expect(mayManageHolder(everything, superAdmin)).toBe(false);
    expect(mayAssignRole(superAdmin, { key: 'super_admin', permissions: [] })).toBe(true);
    expect(mayManageHolder(superAdmin, superAdmin)).toBe(true);
  });

  it('lets a person be changed only by someone holding all they hold', () => {
    expect(mayManageHolder(hr, reader)).toBe(true);
    expect(mayManageHolder(reader, hr)).toBe(false);
    expect(mayManageHolder(hr, hr)).toBe(true);
  });

  it('keeps a branch-limited actor to branch-limited roles and people of their branch', () => {
    const limited = { ...hr, branchScope: { branchId: 'hgt' } };
    expect(mayAssignRole(limited, { key: 'reader', permissions: [], branchScoped: true })).toBe(
      true,
    );
    expect(mayAssignRole(limited, { key: 'reader', permissions: [], branchScoped: false })).toBe(
      false,
    );
    expect(mayManageHolder(limited, { ...reader, branchScope: { branchId: 'hgt' } })).toBe(true);
    expect(mayManageHolder(limited, { ...reader, branchScope: { branchId: 'yrk' } })).toBe(false);
    expect(mayManageHolder(limited, { ...reader, branchScope: null })).toBe(false);
  });

  it('lets only a held permission be granted', () => {
    expect(mayGrant(hr, 'users.create')).toBe(true);
    expect(mayGrant(hr, 'users.delete')).toBe(false);
    expect(mayGrant(superAdmin, 'users.delete')).toBe(true);
  });
});
