import { describe, expect, it } from 'vitest';
import { medications } from '../reference/medications.record';
import { recordTitle } from './record-title';

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
