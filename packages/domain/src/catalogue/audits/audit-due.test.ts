import { describe, expect, it } from 'vitest';
import { recordKind } from '../registry';
import { auditDue, suggestedNextAudit } from './audit-due';
import { AUDIT_SOURCES, type AuditSource, auditSource, auditSourceLabel } from './audit-sources';
import { recordAudits } from './audits.record';

const month = { firstAuditDays: 30 };

describe('when a record is due for audit', () => {
  it('is due its first audit a set number of days after the record, overdue only after that day', () => {
    expect(auditDue(month, '2026-01-01', null, '2026-01-31')).toEqual({
      dueOn: '2026-01-31',
      overdue: false,
    });
    expect(auditDue(month, '2026-01-01', null, '2026-02-01')).toEqual({
      dueOn: '2026-01-31',
      overdue: true,
    });
  });

  it('counts from the London day of a record kept as an instant', () => {
    expect(auditDue(month, '2026-03-29T23:30:00.000Z', null, '2026-04-28').dueOn).toBe(
      '2026-04-28',
    );
  });

  it('once audited, is due on the next audit date the audit set, or never again', () => {
    const old = '2020-01-01';
    expect(auditDue(month, old, { nextAuditDue: '2026-06-01' }, '2026-05-31')).toEqual({
      dueOn: '2026-06-01',
      overdue: false,
    });
    expect(auditDue(month, old, { nextAuditDue: '2026-06-01' }, '2026-06-02').overdue).toBe(true);
    expect(auditDue(month, old, { nextAuditDue: null }, '2030-01-01')).toEqual({
      dueOn: null,
      overdue: false,
    });
  });

  it('offers the next audit whole months on, on the month’s last day when it is shorter', () => {
    expect(suggestedNextAudit({ reauditMonths: 1 }, '2026-01-31')).toBe('2026-02-28');
    expect(suggestedNextAudit({ reauditMonths: 3 }, '2026-11-15')).toBe('2027-02-15');
    expect(suggestedNextAudit({ reauditMonths: 12 }, '2028-02-29')).toBe('2029-02-28');
    expect(suggestedNextAudit({ reauditMonths: null }, '2026-01-31')).toBeNull();
  });
});

describe('audited sources', () => {
  it.each(AUDIT_SOURCES.map((source) => [source.key, source] as const))(
    '%s names a declared kind, its date, person and columns',
    (_, source) => {
      const kind = recordKind(source.kind);
      expect(['date', 'dateTime']).toContain(kind.fields[source.dateField]?.kind);
      for (const key of source.columns) expect(kind.fields[key], key).toBeDefined();
      const personFields: readonly string[] | undefined = (source as AuditSource).personFields;
      if (personFields)
        for (const key of personFields)
          expect(kind.fields[key]).toMatchObject({ kind: 'reference', to: source.group });
      else expect(kind.parent).toBe(source.group);
    },
  );

  it('are told apart by key and by the name an audit record gives them', () => {
    expect(new Set(AUDIT_SOURCES.map((source) => source.key)).size).toBe(AUDIT_SOURCES.length);
    const labels = recordAudits.fields.source.options.map((option) => option.value);
    expect(labels).toEqual(AUDIT_SOURCES.map(auditSourceLabel));
    expect(auditSource('disciplinary')?.kind).toBe('carer-disciplinary');
    expect(auditSource('nothing')).toBeUndefined();
  });

  it('an audit that did not pass says what will be done, by whom and by when', () => {
    const base = {
      source: 'Carer Supervisions',
      sourceId: '7f1c0b8e-3c1a-4c2e-9a57-0d6f1e2a3b4c',
      auditedBy: '2b7e1d3c-8f4a-4b6e-9c1d-5a2f3e4b6c7d',
      auditedOn: '2026-01-10',
      findings: 'Unsigned.',
    };
    expect(recordAudits.createSchema.safeParse({ ...base, outcome: 'Pass' }).success).toBe(true);
    const failed = recordAudits.createSchema.safeParse({ ...base, outcome: 'Fail' });
    expect(failed.success).toBe(false);
    const planned = recordAudits.createSchema.safeParse({
      ...base,
      outcome: 'Fail',
      actions: 'Sign it.',
      actionOwner: base.auditedBy,
      actionsDueOn: '2026-01-09',
    });
    expect(planned.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['actionsDueOn']);
  });
});
