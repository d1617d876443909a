import { describe, expect, it } from 'vitest';
import { recordTitle } from '../../engine/records/record-title';
import { medications } from './medications.record';

describe('recordTitle', () => {
  it('names a medicine with its strength and form, as its references show it', () => {
    expect(
      recordTitle(medications, {
        name: 'Paracetamol',
        strength: '250 mg/5 ml',
        form: 'Oral suspension',
      }),
    ).toBe('Paracetamol 250 mg/5 ml oral suspension');
    expect(recordTitle(medications, { name: 'Diprobase', strength: null, form: 'Cream' })).toBe(
      'Diprobase cream',
    );
  });
});
