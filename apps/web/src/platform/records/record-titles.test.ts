import { type RecordKind, recordKind, staffHolidays } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { displayTitleOf, titleValueOf } from './record-titles';

const holidays = staffHolidays.carers as unknown as RecordKind;

describe('a record as its heading names it', () => {
  it('shows a period of two dates as DD/MM/YYYY to DD/MM/YYYY', () => {
    expect(displayTitleOf(holidays, { fromDate: '2026-08-03', toDate: '2026-08-07' })).toBe(
      '03/08/2026 to 07/08/2026',
    );
    expect(displayTitleOf(holidays, { fromDate: '2026-08-03', toDate: null })).toBe('03/08/2026');
  });

  it('keeps a text title as it is, and says nothing while the record is not known', () => {
    expect(displayTitleOf(recordKind('branches'), { name: 'Leeds Central' })).toBe('Leeds Central');
    expect(displayTitleOf(holidays, undefined)).toBe('');
    expect(titleValueOf(holidays, { fromDate: null }, 'fromDate')).toBe('');
  });
});
