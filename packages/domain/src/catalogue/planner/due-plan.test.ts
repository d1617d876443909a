import { describe, expect, it } from 'vitest';
import { planFromDueLine } from './due-plan';

const id = '00000000-0000-4000-8000-000000000001';

describe('planning from a due line', () => {
  it('plans a client review from a review line', () => {
    const line = {
      clientId: id,
      clientName: 'Jane Smith',
      detail: 'Falls Risk Assessment: review was due 12/11/2026',
      href: `/app/clients/${id}/edit/falls-risk`,
    };
    expect(planFromDueLine('overdue-reviews', line)).toEqual({
      visitType: 'REVIEW',
      targetType: 'client',
      targetId: id,
      targetName: 'Jane Smith',
      dueItem: line.detail,
    });
    expect(planFromDueLine('reviews-this-week', line)?.visitType).toBe('REVIEW');
  });

  it('reads the oversight kind and whose file it is', () => {
    const carer = (detail: string) => ({
      clientId: id,
      clientName: 'Sam Carer',
      detail,
      href: `/app/carers/${id}/edit/x/add`,
    });
    expect(
      planFromDueLine('oversight-overdue', carer('Spot check was due 01/11/2026')),
    ).toMatchObject({
      visitType: 'SPOT_CHECK',
      targetType: 'carer',
    });
    expect(
      planFromDueLine('oversight-overdue', {
        ...carer('Annual appraisal was due 01/11/2026'),
        href: `/app/employees/${id}/edit/annual-appraisal/add`,
      }),
    ).toMatchObject({ visitType: 'ANNUAL_APPRAISAL', targetType: 'employee' });
    expect(
      planFromDueLine('oversight-overdue', carer('Supervision was due 01/11/2026')),
    ).toMatchObject({ visitType: 'SUPERVISION' });
  });

  it('leaves out what is not a visit', () => {
    const line = {
      clientId: id,
      clientName: 'X',
      detail: 'In hospital',
      href: `/app/clients/${id}`,
    };
    expect(planFromDueLine('in-hospital', line)).toBeNull();
  });
});
