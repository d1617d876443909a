import { describe, expect, it } from 'vitest';
import { CARER_FILE } from './staff-files';

const contracts = CARER_FILE.questionnaires.filter((form) => form.purpose === 'contract');

describe('the carer file’s contracts', () => {
  it('are there, each named as a contract and for whom, not as a form', () => {
    expect(contracts.length).toBeGreaterThanOrEqual(4);
    for (const form of contracts) {
      expect(form.title, form.key).toMatch(/Contract|Agreement/);
      expect(form.title, form.key).not.toMatch(/\bForm\b/);
    }
  });

  it('have titles that tell them apart', () => {
    const titles = contracts.map((form) => form.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });
});
