import { describe, expect, it } from 'vitest';
import { APPLICANT_HISTORY_PAGES, applicantHistoryPage } from './applicant-history-pages';

describe('the history pages under the applicant’s link', () => {
  it.each(APPLICANT_HISTORY_PAGES.map((page) => [page.kind.name, page] as const))(
    '%s offers its own fields, every required one, and none of the office’s',
    (_, page) => {
      const { fields } = page.kind;
      for (const name of page.fields) expect(fields[name], name).toBeDefined();
      const required = Object.entries(fields)
        .filter(([, def]) => def.required)
        .map(([name]) => name);
      for (const name of required) expect(page.fields).toContain(name);
      // Files need a session to upload; the office's review is not the applicant's to set.
      for (const name of page.fields) expect(fields[name]?.kind).not.toBe('file');
      for (const office of ['requestState', 'satisfactory', 'reviewNotes', 'timesChased'])
        expect(page.fields).not.toContain(office);
    },
  );

  it('finds a page by its kind or by the segment of its address', () => {
    expect(applicantHistoryPage('work')?.kind.name).toBe('applicant-work-history');
    expect(applicantHistoryPage('applicant-name-history')?.addTitle).toBe('Add Name History');
    expect(applicantHistoryPage('applicants')).toBeUndefined();
  });
});
