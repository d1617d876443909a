import { describe, expect, it } from 'vitest';
import { medicineLabel } from './medicine-label';

describe('medicineLabel', () => {
  it('names a medicine by name, strength and form', () => {
    expect(medicineLabel({ name: 'Paracetamol', strength: '500 mg', form: 'Tablet' })).toBe(
      'Paracetamol 500 mg tablet',
    );
    expect(
      medicineLabel({ name: 'Paracetamol', strength: '250 mg/5 ml', form: 'Oral suspension' }),
    ).toBe('Paracetamol 250 mg/5 ml oral suspension');
  });

  it('leaves out what is not known, without stray spaces', () => {
    expect(medicineLabel({ name: 'Emollient', strength: null, form: 'Cream' })).toBe(
      'Emollient cream',
    );
    expect(medicineLabel({ name: ' Aspirin ', strength: '75 mg ' })).toBe('Aspirin 75 mg');
    expect(medicineLabel({ name: 'Thick-It', strength: '', form: 'Other' })).toBe('Thick-It');
  });
});
