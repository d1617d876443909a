import { describe, expect, it } from 'vitest';
import { definitionChecks } from '../../../engine/forms/form-checks';
import { cleanAnswers, validateAnswers } from '../../../engine/forms/form-engine';
import { APPLICANT_FILE } from '../applicant-file';
import { characterReferenceForm } from './character-reference.form';
import { employerReferenceForm } from './employer-reference.form';
import { interviewForm } from './interview.form';
import { postInterviewForm } from './post-interview.form';

const SIGNATURE = {
  image:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  name: 'Pat Referee',
  date: '2025-01-06',
};

describe('the referee and interview forms', () => {
  it('are sound declarations', () => {
    for (const form of [
      employerReferenceForm,
      characterReferenceForm,
      interviewForm,
      postInterviewForm,
    ])
      expect(definitionChecks(form), form.key).toEqual([]);
  });

  it('put the interview forms in the applicant file’s Interview group', () => {
    for (const form of [interviewForm, postInterviewForm])
      expect(APPLICANT_FILE.groupOf({ key: form.key, kind: 'form', purpose: form.purpose })).toBe(
        'Interview',
      );
  });

  it('ask an employer why the work ended, and for the details of any safeguarding concern', () => {
    const answers = {
      employed_from: '2019-04-01',
      job_title: 'Care assistant',
      worked_with_vulnerable: 'yes',
      reason_for_leaving: '',
      conduct: 'good',
      reliability: 'good',
      honesty: 'good',
      teamwork: 'good',
      safeguarding_concerns: 'yes',
      disciplinary_action: 'no',
      would_reemploy: 'no',
      referee_name: 'Pat Referee',
      signature: SIGNATURE,
    };
    expect(Object.keys(validateAnswers(employerReferenceForm, answers)).sort()).toEqual([
      'reason_for_leaving',
      'safeguarding_concerns_details',
      'would_reemploy_details',
    ]);
    // A detail given for a concern the referee then took back is not kept.
    const cleaned = cleanAnswers(employerReferenceForm, {
      ...answers,
      safeguarding_concerns: 'no',
      safeguarding_concerns_details: 'Withdrawn',
    });
    expect(cleaned.safeguarding_concerns_details).toBeUndefined();
  });
});
