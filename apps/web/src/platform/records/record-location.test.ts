import { recordKind } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { parentLocation, recordLocation } from './record-location';

describe('record locations', () => {
  it('puts a top-level kind at /api/v1/{name} and /app/{path}', () => {
    const location = recordLocation(recordKind('medications'), { id: 'm1' });
    expect(location.apiBase).toBe('/api/v1/medications');
    expect(location.listPath).toBe('/app/medications');
    expect(location.addPath).toBe('/app/medications/add');
    expect(location.editPath('m 2')).toBe('/app/medications/m%202/edit');
    expect(location.recordId).toBe('m1');
  });

  it('sends the add button to a hand-written add page where the spec puts one (client/add)', () => {
    const location = recordLocation(recordKind('clients'), {});
    expect(location.listPath).toBe('/app/clients');
    expect(location.addPath).toBe('/app/client/add');
  });

  it('nests a kind under the record in the route’s $id, and its own record in $editid', () => {
    const scales = recordKind('funder-scales');
    const location = recordLocation(scales, { id: 'fc1', editid: 's9' });
    expect(location.apiBase).toBe('/api/v1/funder-codes/fc1/funder-scales');
    expect(location.listPath).toBe('/app/funder-codes/fc1/funder-scales');
    expect(location.editPath('s9')).toBe('/app/funder-codes/fc1/funder-scales/s9/edit');
    expect(location.recordId).toBe('s9');
    expect(location.parents.map((parent) => [parent.kind.name, parent.id])).toEqual([
      ['funder-codes', 'fc1'],
    ]);
    expect(parentLocation(location, { id: 'fc1' })?.editPath('fc1')).toBe(
      '/app/funder-codes/fc1/edit',
    );
  });

  it('knows the kinds nested under a kind', () => {
    const location = recordLocation(recordKind('funder-codes'), { id: 'fc1' });
    expect(location.nestedKinds.map((kind) => kind.name)).toEqual(['funder-scales']);
    expect(location.nestedListPath(recordKind('funder-scales'), 'fc1')).toBe(
      '/app/funder-codes/fc1/funder-scales',
    );
  });

  it('opens a record on its own page when the kind has one, else on its edit screen', () => {
    expect(recordLocation(recordKind('clients'), {}).recordPath('c 1')).toBe('/app/clients/c%201');
    expect(recordLocation(recordKind('medications'), {}).recordPath('m1')).toBe(
      '/app/medications/m1/edit',
    );
    const readOnly = {
      ...recordKind('medications'),
      screens: { add: false, edit: false, show: false },
    };
    expect(recordLocation(readOnly, {}).recordPath('m1')).toBeNull();
  });
});
