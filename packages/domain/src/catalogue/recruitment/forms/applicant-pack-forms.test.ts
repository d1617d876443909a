import { describe, expect, it } from 'vitest';
import { definitionChecks } from '../../../engine/forms/form-checks';
import type { Answers } from '../../../engine/forms/form-definition';
import {
  completionOf,
  questionsOf,
  scoreOf,
  validateAnswers,
} from '../../../engine/forms/form-engine';
import { isPass } from '../../../engine/forms/form-steps';
import { CONTRACT_KEYS } from '../contract-choice';
import { contract18to20 } from './18to20-contract.form';
import { contract21Plus } from './21plus-contract.form';
import { APPLICANT_FORMS } from './applicant-forms';
import { birdieContract } from './birdie-contract.form';
import { healthDeclaration } from './health-declaration.form';
import { contractInternationalPlus } from './international-plus-contract.form';
import { postInterviewReferenceForms } from './post-interview-reference-forms.form';
import { referenceForms } from './reference-forms.form';
import { supportWorkerTest } from './support-worker-test.form';

const PACKS = [
  postInterviewReferenceForms,
  referenceForms,
  supportWorkerTest(8),
  healthDeclaration,
  birdieContract,
  contractInternationalPlus,
  contract18to20,
  contract21Plus,
];
const CONTRACTS = [birdieContract, contractInternationalPlus, contract18to20, contract21Plus];

/** Answers to the test with `right` questions right and the rest wrong. */
function testAnswers(right: number): Answers {
  const questions = questionsOf(supportWorkerTest(8));
  return Object.fromEntries(
    questions.map((question, i) => {
      const options = question.options ?? [];
      const pick = options.find((option) => (option.score === 1) === i < right);
      return [question.id, pick?.value ?? null];
    }),
  );
}

describe('the applicant packs, test, health declaration and contracts', () => {
  it.each(PACKS.map((form) => [form.key, form] as const))(
    '%s is a sound declaration',
    (_, form) => {
      expect(definitionChecks(form)).toEqual([]);
    },
  );

  it('are sections of the applicant file, the test with the default pass mark', () => {
    const keys = APPLICANT_FORMS.map((form) => form.key);
    for (const form of PACKS) expect(keys).toContain(form.key);
    expect(APPLICANT_FORMS.find((form) => form.key === 'support-worker-test')).toEqual(
      supportWorkerTest(8),
    );
  });

  it('offer one contract per key contractFor gives, each signed with the signer’s address', () => {
    expect(CONTRACTS.map((form) => form.key).sort()).toEqual([...CONTRACT_KEYS].sort());
    for (const form of CONTRACTS) {
      expect(form.purpose).toBe('contract');
      const ids = questionsOf(form).map((question) => question.id);
      expect(ids).toEqual(
        expect.arrayContaining(['signer_address', 'signer_postcode', 'signature']),
      );
      const terms = questionsOf(form).filter((question) => question.type === 'info');
      const text = terms.map((question) => `${question.label} ${question.help}`).join(' ');
      expect(text).toContain('5.6 weeks');
      expect(text).toMatch(/Notice/);
      expect(text).toMatch(/Probation/);
      expect(text).toMatch(/Confidentiality/);
    }
    const sponsorship = questionsOf(contractInternationalPlus).find(
      (q) => q.id === 'terms_sponsorship',
    );
    expect(sponsorship?.help).toContain('Certificate of Sponsorship');
    const pay = questionsOf(contract18to20).find((q) => q.id === 'terms_pay');
    expect(pay?.help).toContain('aged 18 to 20 (£10.85');
  });

  it('refuse a contract without its signature, address and agreement', () => {
    const errors = validateAnswers(contract21Plus, {});
    expect(Object.keys(errors).sort()).toEqual([
      'agree_terms',
      'signature',
      'signer_address',
      'signer_postcode',
    ]);
  });

  it('mark every health answer sensitive', () => {
    const asked = healthDeclaration.sections
      .filter((section) => section.id === 'physical' || section.id === 'mental')
      .flatMap((section) => section.questions);
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) expect(question.sensitive, question.id).toBe(true);
  });
});

describe('the support-worker test', () => {
  const total = questionsOf(supportWorkerTest(8)).length;

  it('has between 10 and 15 questions, one right answer each', () => {
    expect(total).toBeGreaterThanOrEqual(10);
    expect(total).toBeLessThanOrEqual(15);
    for (const question of questionsOf(supportWorkerTest(8))) {
      expect(question.options?.filter((option) => option.score === 1)).toHaveLength(1);
    }
  });

  it('passes at the mark and fails one below it', () => {
    const atMark = scoreOf(supportWorkerTest(8), testAnswers(8));
    expect(atMark.score).toBe(8);
    expect(isPass(atMark.band)).toBe(true);
    expect(atMark.band?.label).toBe('Pass');
    const below = scoreOf(supportWorkerTest(8), testAnswers(7));
    expect(below.score).toBe(7);
    expect(isPass(below.band)).toBe(false);
    expect(below.band?.label).toBe('Fail');
  });

  it('reads the same answers against another organisation’s mark', () => {
    expect(isPass(scoreOf(supportWorkerTest(10), testAnswers(9)).band)).toBe(false);
    expect(isPass(scoreOf(supportWorkerTest(6), testAnswers(6)).band)).toBe(true);
    expect(completionOf(supportWorkerTest(10), testAnswers(9))).toBe(100);
  });
});
