import { RECORD_KIND_INDEX } from 'virtual:care360/record-kinds';
import { ALL_RECORDS } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { loadedKinds, loadKindAreas } from './loaded-kinds';

describe('loading record declarations by area', () => {
  it('can load every declared kind through its screens, so no area lacks a loader', async () => {
    for (const entry of RECORD_KIND_INDEX) await loadKindAreas(entry.name);
    expect(loadedKinds().map((kind) => kind.name)).toEqual(ALL_RECORDS.map((kind) => kind.name));
  });

  it('names, for each kind, the areas its screens need: its own and those it refers to', () => {
    const medications = RECORD_KIND_INDEX.find((entry) => entry.name === 'client-medications');
    expect(medications?.areas).toEqual(expect.arrayContaining(['clients', 'reference']));
  });
});
