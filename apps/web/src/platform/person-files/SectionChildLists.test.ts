import { describe, expect, it } from 'vitest';
import { childKindsOf } from './SectionChildLists';

describe("a section's own lists", () => {
  it("are the owner's kinds kept directly below the section", () => {
    expect(childKindsOf('carers', 'covid-vaccine-details').map((kind) => kind.name)).toEqual([
      'carer-booster-vaccines',
    ]);
    expect(
      childKindsOf('carers', 'references-documents')
        .map((kind) => kind.name)
        .sort(),
    ).toEqual(
      [
        'carer-address-history',
        'carer-dbs-documents',
        'carer-education-history',
        'carer-name-history',
        'carer-student-visa-terms',
        'carer-work-history',
      ].sort(),
    );
  });

  it('are none for a section with nothing below it, or for another owner', () => {
    expect(childKindsOf('carers', 'emergency-form')).toEqual([]);
    expect(childKindsOf('employees', 'covid-vaccine-details')).toEqual([]);
  });
});
