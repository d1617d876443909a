import { describe, expect, it } from 'vitest';
import { sensitiveFields } from '../engine/records/sensitive-fields';
import { ALL_RECORDS } from './registry';

describe('the sensitive fields of the declared kinds', () => {
  it('are the key-safe code, diagnoses, convictions, health and identity numbers', () => {
    const declared = ALL_RECORDS.flatMap((kind) =>
      sensitiveFields(kind.fields).map((key) => `${kind.name}.${key}`),
    );
    expect(declared).toEqual([
      'applicants.criminalRecordDetails',
      'applicants.spentConvictionsDetails',
      'applicant-identity-documents.documentNumber',
      'applicant-dbs-checks.disclosureNotes',
      'clients.keySafe',
      'client-mental-capacity.impairmentDetail',
      'carers.niNumber',
      'employees.niNumber',
      'carer-dbs-checks.disclosureNotes',
      'employee-dbs-checks.disclosureNotes',
      'carer-dbs-risk-assessments.disclosure',
      'employee-dbs-risk-assessments.disclosure',
      'carer-return-to-work.reason',
      'employee-return-to-work.reason',
      'carer-risk-assessments.description',
    ]);
  });

  it('are never listed, searched, filtered or sorted by: a list would show or leak them', () => {
    for (const kind of ALL_RECORDS) {
      for (const key of sensitiveFields(kind.fields)) {
        const { columns, search = [], filters = [], sort } = kind.list;
        expect([...columns, ...search, ...filters, sort], kind.name).not.toContain(key);
        expect(kind.titleField, kind.name).not.toBe(key);
      }
    }
  });
});
