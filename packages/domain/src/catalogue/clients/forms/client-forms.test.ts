import { describe, expect, it } from 'vitest';
import type { FormDefinition, Question } from '../../../engine/forms/form-definition';
import { questionsOf, scoreOf } from '../../../engine/forms/form-engine';
import { CLIENT_FORMS, clientForm } from './client-forms';

// Declaration soundness (unique ids, showWhen pointing at an earlier question and at values it
// can take, bands ascending) is checked for every form by client-form-declarations.test.ts.

const EXPECTED: readonly (readonly [key: string, title: string])[] = [
  ['profile-info', 'Profile Info'],
  ['personal-profile', 'Personal Profile'],
  ['preferences', 'Preferences'],
  ['settings', 'Settings'],
  ['financials', 'Financials'],
  ['provisional-careplan', 'Provisional Care Plan'],
  ['medication-assessment', 'Medication Assessment'],
  ['diabetes-assessment', 'Diabetes Assessment'],
  ['behaviour-risks', 'Behaviour Risks'],
  ['falls-risk-assessment', 'Falls Risk Assessment'],
  ['pressure-area-assessment', 'Pressure Area Assessment'],
  ['checklist-handling', 'Checklist Handling'],
  ['daily-activities', 'Daily Activities'],
  ['support-plan', 'Support Plan'],
  ['reablement', 'Reablement'],
  ['epilepsy-risk-assessment', 'Epilepsy Risk Assessment'],
  ['daily-reporting', 'Daily Reporting'],
  ['pharmacy-contract', 'Pharmacy Contract'],
  ['direct-debit-contract', 'Direct Debit Contract'],
  ['consent', 'Consent'],
];

function form(key: string): FormDefinition {
  const found = clientForm(key);
  if (!found) throw new Error(`no form ${key}`);
  return found;
}

function isScored(question: Question): boolean {
  return (
    question.scoreIfYes !== undefined ||
    (question.options ?? []).some((option) => option.score !== undefined)
  );
}

/** The fewest and most points one question can add, computed from its options alone. */
function pointsRange(question: Question): [number, number] {
  if (question.type === 'yesNo') {
    const yes = question.scoreIfYes ?? 0;
    return [Math.min(0, yes), Math.max(0, yes)];
  }
  const scores = (question.options ?? []).map((option) => option.score ?? 0);
  if (question.type === 'multiChoice') {
    const negative = scores.filter((score) => score < 0).reduce((a, b) => a + b, 0);
    const positive = scores.filter((score) => score > 0).reduce((a, b) => a + b, 0);
    return [question.required ? Math.min(negative, ...scores) : negative, positive];
  }
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  // A question that may be left unanswered or hidden can also add nothing.
  const optional = !question.required || question.showWhen !== undefined;
  return optional ? [Math.min(0, low), Math.max(0, high)] : [low, high];
}

function possibleScores(definition: FormDefinition): { min: number; max: number } {
  const ranges = questionsOf(definition).filter(isScored).map(pointsRange);
  return {
    min: ranges.reduce((total, [low]) => total + low, 0),
    max: ranges.reduce((total, [, high]) => total + high, 0),
  };
}

const scoredForms = CLIENT_FORMS.filter((definition) => definition.scoring);

describe('CLIENT_FORMS', () => {
  it('lists the 20 questionnaires of the client file in navigation order, with their titles', () => {
    expect(CLIENT_FORMS.map((definition) => [definition.key, definition.title])).toEqual(EXPECTED);
    expect(new Set(CLIENT_FORMS.map((definition) => definition.key)).size).toBe(20);
    // Raised with each change of a form: falls risk gained the FRAT's "high whatever the total",
    // then every scored form its review by risk (reviewDays).
    expect(CLIENT_FORMS.map((definition) => definition.version)).toEqual(
      CLIENT_FORMS.map((definition) =>
        definition.key === 'falls-risk-assessment' ? 3 : definition.scoring ? 2 : 1,
      ),
    );
  });

  it('finds a form by its key and nothing for an unknown key', () => {
    expect(clientForm('consent')?.title).toBe('Consent');
    expect(clientForm('no-such-form')).toBeUndefined();
  });

  it('sets a review date for every assessment: by risk when scored, by months otherwise', () => {
    const assessments = CLIENT_FORMS.filter((definition) => definition.purpose === 'assessment');
    const withoutPolicy = assessments
      .filter((definition) =>
        definition.scoring ? !definition.reviewDays : !definition.reviewMonths,
      )
      .map((definition) => definition.key);
    expect(withoutPolicy).toEqual([]);
    // definitionChecks (client-form-declarations.test.ts) proves each band has its days.
    expect(scoredForms.every((definition) => definition.reviewDays)).toBe(true);
  });

  it('asks for a signature on every contract, always shown and required', () => {
    const contracts = CLIENT_FORMS.filter((definition) => definition.purpose === 'contract');
    expect(contracts.map((definition) => definition.key)).toEqual([
      'pharmacy-contract',
      'direct-debit-contract',
      'consent',
    ]);
    for (const contract of contracts) {
      const signatures = questionsOf(contract).filter(
        (question) => question.type === 'signature' && question.required && !question.showWhen,
      );
      expect(signatures.length, contract.key).toBeGreaterThan(0);
    }
  });

  it('scores exactly the forms the brief scores', () => {
    expect(scoredForms.map((definition) => definition.key)).toEqual([
      'medication-assessment',
      'behaviour-risks',
      'falls-risk-assessment',
      'pressure-area-assessment',
      'epilepsy-risk-assessment',
    ]);
  });

  it.each(scoredForms.map((definition) => [definition.key, definition] as const))(
    '%s: every scored choice gives points for each option, and the bands cover every possible score',
    (_, definition) => {
      for (const question of questionsOf(definition).filter(isScored)) {
        if (question.type === 'yesNo') continue;
        const unscored = (question.options ?? []).filter((option) => option.score === undefined);
        expect(unscored, `${definition.key}.${question.id}`).toEqual([]);
      }
      const bands = definition.scoring?.bands ?? [];
      const { min, max } = possibleScores(definition);
      expect(
        bands[0]?.min,
        'the lowest band starts at or below the lowest score',
      ).toBeLessThanOrEqual(min);
      for (const band of bands)
        expect(band.min, `${band.label} is reachable`).toBeLessThanOrEqual(max);
    },
  );
});

describe('falls risk assessment (FRAT)', () => {
  const falls = form('falls-risk-assessment');

  it('totals 5 to 20 across its four scored items', () => {
    expect(possibleScores(falls)).toEqual({ min: 5, max: 20 });
    expect(falls.reviewDays).toEqual({ low: 180, medium: 90, high: 30 });
  });

  it('rates a recent faller on several risky medicines as high risk', () => {
    const answers = {
      recent_falls: 'last_3_months', // 6
      medications: 'more_than_two', // 4
      psychological: 'moderate', // 3
      cognitive_status: 'moderate', // 3
      vision: 'yes', // a risk factor, not scored
      actions_agreed: 'Walking frame within reach; GP medication review requested.',
    };
    const { score, band } = scoreOf(falls, answers);
    expect(score).toBe(16);
    expect(band?.label).toBe('High risk');
    expect(band?.level).toBe('high');
  });

  it('puts 11 in low risk and 12 in medium risk', () => {
    const answers = {
      recent_falls: 'between_3_and_12_months', // 4
      medications: 'two', // 3
      psychological: 'mild', // 2
      cognitive_status: 'mild', // 2
    };
    expect(scoreOf(falls, answers)).toMatchObject({ score: 11, band: { label: 'Low risk' } });
    expect(scoreOf(falls, { ...answers, psychological: 'moderate' })).toMatchObject({
      score: 12,
      band: { label: 'Medium risk', level: 'medium' },
    });
  });

  it('is high risk whatever the total after a change in function or with dizziness', () => {
    const low = {
      recent_falls: 'none_12_months', // 2
      medications: 'none', // 1
      psychological: 'none', // 1
      cognitive_status: 'intact', // 1
    };
    expect(scoreOf(falls, { ...low, dizziness: 'no' })).toMatchObject({
      score: 5,
      band: { label: 'Low risk' },
      raisedBy: [],
    });
    const dizzy = scoreOf(falls, { ...low, dizziness: 'yes' });
    expect(dizzy).toMatchObject({ score: 5, band: { label: 'High risk', level: 'high' } });
    expect(dizzy.raisedBy).toEqual([
      'Dizziness or postural hypotension (light-headed when standing up)',
    ]);
  });
});

describe('pressure area assessment (Waterlow)', () => {
  const pressure = form('pressure-area-assessment');
  const healthy = {
    build: 'average', // 0
    skin_type: 'healthy', // 0
    sex: 'female', // 2
    age: '65_74', // 3
    recent_weight_loss: 'no', // 0
    eating_poorly: 'no', // 0
    continence: 'continent', // 0
    mobility: 'fully', // 0
    neurological_deficit: 'none', // 0
    surgery_trauma: 'none', // 0
    medication: 'no', // 0
  };

  it.each([
    ['a fit, continent woman of 70', healthy, 5, 'Not at risk', 'low'],
    [
      'a woman over 80 with dry skin, urinary incontinence and restricted mobility',
      {
        ...healthy,
        age: '81_plus',
        skin_type: 'dry',
        continence: 'urinary',
        mobility: 'restricted',
      },
      12,
      'At risk',
      'medium',
    ],
    [
      'a thin woman over 80, doubly incontinent, with non-blanching redness and a poor appetite',
      {
        ...healthy,
        age: '81_plus',
        build: 'below_average',
        skin_type: 'discoloured',
        continence: 'doubly',
        eating_poorly: 'yes',
      },
      16,
      'High risk',
      'high',
    ],
    [
      'a bedbound man of 78 with broken skin, weight loss and terminal cachexia',
      {
        ...healthy,
        sex: 'male',
        age: '75_80',
        build: 'below_average',
        skin_type: 'broken',
        recent_weight_loss: 'yes',
        weight_loss_amount: '5_to_10kg',
        eating_poorly: 'yes',
        continence: 'doubly',
        mobility: 'bedbound',
        tissue_malnutrition: ['terminal_cachexia', 'smoking'],
      },
      30,
      'Very high risk',
      'very-high',
    ],
  ])('%s scores %i: %s', (_, answers, expectedScore, label, level) => {
    const { score, band } = scoreOf(pressure, answers);
    expect(score).toBe(expectedScore);
    expect(band).toMatchObject({ label, level });
  });

  it('counts the amount of weight lost only when the client has lost weight', () => {
    const answers = { ...healthy, recent_weight_loss: 'no', weight_loss_amount: 'over_15kg' };
    expect(scoreOf(pressure, answers).score).toBe(5);
    expect(scoreOf(pressure, { ...answers, recent_weight_loss: 'yes' }).score).toBe(9);
  });

  it('is reviewed monthly while at risk and weekly when the risk is very high', () => {
    expect(pressure.reviewDays).toEqual({ low: 90, medium: 30, high: 14, 'very-high': 7 });
  });
});
