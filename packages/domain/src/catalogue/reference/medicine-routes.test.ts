import { describe, expect, it } from 'vitest';
import { clientMedications } from '../clients/client-medications.record';
import { medications } from './medications.record';
import { routeFormWarning, usualRoutesOf } from './medicine-routes';

const optionsOf = (def: unknown) =>
  (def as { options: readonly { value: string }[] }).options.map((option) => option.value);

describe('a medicine’s route checked against its form', () => {
  it('warns when a suppository is given orally, or an inhaler on the skin', () => {
    expect(routeFormWarning('Suppository', 'Oral')).toBe(
      'Check the route: a suppository is usually given by the rectal route, not oral.',
    );
    expect(routeFormWarning('Inhaler', 'Topical')).toMatch(/inhaled route, not topical/);
    expect(routeFormWarning('Injection', 'Oral')).toMatch(
      /subcutaneous, intramuscular or intravenous route/,
    );
    expect(routeFormWarning('Patch', 'Oral')).not.toBeNull();
    expect(routeFormWarning('Drops', 'Rectal')).not.toBeNull();
  });

  it('says nothing when they fit, or when either is missing or Other', () => {
    expect(routeFormWarning('Suppository', 'Rectal')).toBeNull();
    expect(routeFormWarning('Tablet', 'Oral')).toBeNull();
    expect(routeFormWarning('Drops', 'Eye')).toBeNull();
    expect(routeFormWarning('Patch', 'Transdermal')).toBeNull();
    expect(routeFormWarning('Injection', 'Subcutaneous')).toBeNull();
    expect(routeFormWarning('Other', 'Oral')).toBeNull();
    expect(routeFormWarning('Tablet', 'Other')).toBeNull();
    expect(routeFormWarning(null, 'Oral')).toBeNull();
    expect(routeFormWarning('Tablet', '')).toBeNull();
  });

  it('knows every declared form but Other, and each form fits a route a medicine can be given by', () => {
    const routes = new Set([
      ...optionsOf(medications.fields.route),
      ...optionsOf(clientMedications.fields.route),
      'Intravenous',
      'Vaginal',
    ]);
    for (const form of optionsOf(medications.fields.form).filter((form) => form !== 'Other')) {
      const usual = usualRoutesOf(form);
      expect(usual, form).not.toBeNull();
      for (const route of usual ?? []) expect(routes.has(route), `${form}: ${route}`).toBe(true);
    }
  });

  it('warns on the medicines list’s own form as it is declared', () => {
    const warning = (medications.warnings ?? []).find((rule) => rule.field === 'route');
    expect(warning?.warn({ form: 'Suppository', route: 'Oral' })).toMatch(/rectal route/);
    expect(warning?.warn({ form: 'Suppository', route: 'Rectal' })).toBeNull();
  });
});
