import { describe, expect, it } from 'vitest';
import { definitionChecks } from '../../../engine/forms/form-checks';
import { cleanAnswers, validateAnswers } from '../../../engine/forms/form-engine';
import { linkedTextParts } from '../../../engine/forms/linked-text';
import { APPLICATION_DEFAULTS, applicationForm, DBS_FILTERING_GUIDANCE } from './application.form';

const form = applicationForm({
  branches: [{ value: '6f1c1f7e-3b4a-4d6e-9d1b-1a2b3c4d5e6f', label: 'Leeds' }],
  vacancies: [{ value: '0b7e5f0a-1c2d-4e3f-8a9b-0c1d2e3f4a5b', label: 'Home carer, Leeds' }],
});

const complete = {
  forename: 'Amina',
  surname: 'Khan',
  dateOfBirth: '1995-04-02',
  email: 'amina@example.co.uk',
  mobile: '07700 900123',
  address1: '1 High Street',
  town: 'Leeds',
  postcode: 'ls1 4ap',
  addressSince: '2019-06-01',
  branch: '6f1c1f7e-3b4a-4d6e-9d1b-1a2b3c4d5e6f',
  isDriver: 'no',
  eligibleToWorkUk: 'yes',
  needs_sponsorship: 'no',
  references: [
    { type: 'Employer', referee_name: 'Jo Bloggs', email: 'jo@example.co.uk' },
    { type: 'Character', referee_name: 'Sam Smith', email: 'sam@example.co.uk' },
  ],
  criminalRecord: 'no',
  spentConvictions: 'no',
  declaration: ['true'],
};

describe('the application form', () => {
  it('is a sound declaration', () => {
    expect(definitionChecks(form)).toEqual([]);
    expect(definitionChecks(applicationForm({ branches: [], vacancies: [] }))).toEqual([
      "application: question 'branch' is a choice without options",
    ]);
  });

  it('starts with two blank references and no unspent convictions', () => {
    const references = form.sections.flatMap((s) => s.questions).find((q) => q.id === 'references');
    expect(references?.defaultEntries).toBe(2);
    expect(references?.minEntries).toBe(2);
    expect(APPLICATION_DEFAULTS).toEqual({ criminalRecord: 'no' });
  });

  it('keeps none of the old test leftovers nor the office verification flags', () => {
    const text = JSON.stringify(form);
    for (const leftover of ['Testing', 'dss', 'ada', '2019-09-01', '01-09-2019', 'VERIFIED']) {
      expect(text).not.toContain(leftover);
    }
  });

  it('accepts a complete application and normalises it', () => {
    expect(validateAnswers(form, complete)).toEqual({});
    expect(cleanAnswers(form, complete).postcode).toBe('LS1 4AP');
  });

  it('asks for conviction details only when there are some', () => {
    expect(validateAnswers(form, { ...complete, criminalRecord: 'yes' })).toEqual({
      criminalRecordDetails: expect.any(String),
    });
    const questions = form.sections.flatMap((s) => s.questions);
    expect(questions.find((q) => q.id === 'criminalRecordDetails')?.sensitive).toBe(true);
  });

  it('asks about spent convictions that are not protected, with details when there are some', () => {
    const { spentConvictions: _, ...unanswered } = complete;
    expect(Object.keys(validateAnswers(form, unanswered))).toEqual(['spentConvictions']);
    expect(validateAnswers(form, { ...complete, spentConvictions: 'yes' })).toEqual({
      spentConvictionsDetails: expect.any(String),
    });
    expect(
      validateAnswers(form, {
        ...complete,
        spentConvictions: 'yes',
        spentConvictionsDetails: 'Theft, 2015: a fine.',
      }),
    ).toEqual({});
    const questions = form.sections.flatMap((s) => s.questions);
    expect(questions.find((q) => q.id === 'spentConvictionsDetails')?.sensitive).toBe(true);
  });

  it('explains what must and need not be declared, linking to the DBS filtering guidance', () => {
    const guidance = form.sections
      .find((s) => s.id === 'criminal')
      ?.questions.find((q) => q.type === 'info');
    expect(guidance?.help).toContain('Rehabilitation of Offenders Act');
    expect(guidance?.help).toContain('You do not need to tell us about a protected (filtered)');
    expect(linkedTextParts(guidance?.help ?? '')).toContainEqual({
      text: 'the DBS filtering guidance on GOV.UK',
      href: DBS_FILTERING_GUIDANCE,
    });
    expect(DBS_FILTERING_GUIDANCE).toBe(
      'https://www.gov.uk/government/publications/filtering-rules-for-criminal-record-check-certificates',
    );
  });

  it('asks since when the applicant has lived at their address, never a day to come', () => {
    const { addressSince: _, ...unanswered } = complete;
    expect(Object.keys(validateAnswers(form, unanswered))).toEqual(['addressSince']);
    expect(validateAnswers(form, { ...complete, addressSince: '2999-01-01' })).toEqual({
      addressSince: expect.any(String),
    });
    expect(cleanAnswers(form, complete).addressSince).toBe('2019-06-01');
  });

  it('needs two references and the declaration', () => {
    const errors = validateAnswers(form, {
      ...complete,
      references: complete.references.slice(0, 1),
      declaration: [],
    });
    expect(Object.keys(errors).sort()).toEqual(['declaration', 'references']);
  });

  it('refuses a branch the page does not offer', () => {
    expect(validateAnswers(form, { ...complete, branch: 'elsewhere' }).branch).toBeDefined();
  });
});
