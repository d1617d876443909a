import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../engine/forms/form-definition';
import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { ALL_RECORDS, type RecordKindName } from '../registry';
import { clientFileSections } from './client-file-sections';
import { CLIENT_FORMS } from './forms/client-forms';

const form = (key: string, purpose: FormDefinition['purpose']): FormDefinition => ({
  key,
  title: key.replace(/-/g, ' '),
  version: 1,
  purpose,
  sections: [],
});

const nested = (name: string, path: string, parent = 'clients') =>
  defineRecord({
    // Test kinds: named as declared ones so their permissions are in the typed vocabulary.
    name: name as RecordKindName,
    area: 'clients',
    singular: `Client ${name}`,
    plural: `Client ${name}s`,
    parent,
    path,
    fields: { note: field.text('Note') },
    list: { columns: ['note'], sort: 'note' },
  });

describe('clientFileSections', () => {
  const kinds = [
    ...ALL_RECORDS.filter((kind) => kind.name === 'clients'),
    nested('logs', 'edit/client-logs'),
    nested('medication-lines', 'edit/medication'),
    nested('capacity-risks', 'edit/mental-capacity/risk-assessment'),
    nested('template-details', 'details', 'logs'),
  ];
  const forms = [
    form('consent', 'contract'),
    form('falls-risk-assessment', 'assessment'),
    form('profile-info', 'profile'),
    form('medication-assessment', 'assessment'),
  ];
  const sections = clientFileSections(kinds, forms);

  it('lists the details first, then each group in order', () => {
    expect(sections.map((s) => [s.group, s.key])).toEqual([
      ['Profile', 'details'],
      ['Profile', 'profile-info'],
      ['Assessments', 'falls-risk-assessment'],
      ['Medication', 'medication-lines'],
      ['Medication', 'marchart'],
      ['Medication', 'medication-assessment'],
      ['Contracts', 'consent'],
      ['Records', 'logs'],
      ['Records', 'quality-records'],
      ['Records', 'health-professional-access'],
    ]);
  });

  it('gives each section its path within the file and a title without the Client prefix', () => {
    const logs = sections.find((s) => s.key === 'logs');
    expect(logs).toMatchObject({ path: 'client-logs', title: 'logss', kind: 'list' });
    expect(sections.find((s) => s.key === 'consent')).toMatchObject({
      path: 'consent',
      kind: 'form',
    });
    expect(sections[0]).toMatchObject({ path: '', kind: 'edit' });
  });

  it('leaves out kinds below another section and kinds nested under other records', () => {
    const keys = sections.map((s) => s.key);
    expect(keys).not.toContain('capacity-risks');
    expect(keys).not.toContain('template-details');
  });

  it('covers every declared nested kind and questionnaire of the real file, each path once', () => {
    const real = clientFileSections();
    const paths = real.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const declared of CLIENT_FORMS) expect(paths).toContain(declared.key);
    expect(real.find((s) => s.key === 'client-medications')?.group).toBe('Medication');
    expect(real.find((s) => s.key === 'client-support-network')).toMatchObject({
      group: 'Records',
      title: 'Support Network',
      path: 'support-network',
    });
  });
});
