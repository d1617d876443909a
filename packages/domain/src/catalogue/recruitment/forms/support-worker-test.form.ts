import type { FormDefinition, Question } from '../../../engine/forms/form-definition';
import { passMarkBands } from '../../../engine/forms/form-steps';
import { RECRUITMENT_DEFAULTS } from '../recruitment-settings.record';

/** A multiple-choice question worth one point for its right answer. */
function mcq(id: string, label: string, right: string, wrong: readonly string[]): Question {
  const options = [right, ...wrong].map((text, i) => ({
    value: String.fromCharCode(97 + i),
    label: text,
    score: i === 0 ? 1 : 0,
  }));
  // Shown in a fixed, mixed order so the right answer is not always first.
  const order = [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % options.length;
  return {
    id,
    type: 'choice',
    label,
    required: true,
    options: [...options.slice(order), ...options.slice(0, order)],
  };
}

const QUESTIONS: readonly Question[] = [
  mcq(
    'safeguarding_concern',
    'You notice unexplained bruises on a client’s arm. What do you do?',
    'Record what you saw and report it to the office the same day, following the safeguarding policy',
    [
      'Ask the family to explain the bruises before doing anything',
      'Wait to see if more bruises appear',
      'Do nothing: it is not your job to investigate',
    ],
  ),
  mcq(
    'safeguarding_secret',
    'A client tells you something worrying and asks you to keep it secret. What do you say?',
    'That you cannot promise to keep it secret if someone may be at risk, and that you must pass it on',
    [
      'That you promise to keep it secret',
      'That you will tell their neighbour instead',
      'Nothing; you change the subject',
    ],
  ),
  mcq(
    'hand_hygiene',
    'When must you wash your hands or use hand gel?',
    'Before and after each task of personal care, and after taking off gloves',
    [
      'Only at the start of each visit',
      'Only when they look dirty',
      'Only after leaving the client’s home',
    ],
  ),
  mcq(
    'ppe',
    'You have finished helping a client with continence care. What do you do with your gloves and apron?',
    'Take them off carefully, put them in the bin bag for that visit and wash your hands',
    [
      'Keep them on for the next task to save time',
      'Keep the gloves for the next client',
      'Leave them on the bathroom floor',
    ],
  ),
  mcq(
    'medication_refused',
    'A client refuses their medication. What do you do?',
    'Respect their choice, record the refusal on the MAR chart and tell the office',
    [
      'Hide it in their food',
      'Leave it out for them to take later without recording it',
      'Insist until they take it',
    ],
  ),
  mcq(
    'medication_mar',
    'When do you sign the MAR chart for a dose you supported?',
    'Straight after you have seen the client take it',
    [
      'Before you give it, to save time',
      'At the end of the visit, for all doses at once',
      'Only if the client asks you to',
    ],
  ),
  mcq(
    'moving_handling',
    'A client’s care plan says two carers are needed to use the hoist, and your colleague is late. What do you do?',
    'Wait, keep the client safe and comfortable, and call the office; never hoist alone',
    [
      'Use the hoist on your own carefully',
      'Ask a family member to help with the hoist instead',
      'Lift the client without the hoist',
    ],
  ),
  mcq(
    'fall',
    'You arrive and find a client on the floor. What do you do first?',
    'Check whether they are hurt; if they may be injured do not move them, call 999 and then the office',
    [
      'Lift them back into bed straight away',
      'Leave and report it after your next visit',
      'Give them a drink and carry on with the visit',
    ],
  ),
  mcq(
    'confidentiality',
    'A neighbour asks how your client is getting on. What do you say?',
    'That you cannot discuss the client with anyone who is not involved in their care',
    [
      'Tell them about the client’s health so they can help',
      'Tell them only about the client’s medication',
      'Give them the office’s copy of the care plan',
    ],
  ),
  mcq(
    'dignity',
    'How do you protect a client’s dignity during personal care?',
    'Explain what you are doing, ask their consent, keep them covered and close the door or curtains',
    [
      'Work as quickly as possible without talking',
      'Leave the door open so you can hear the phone',
      'Let the client’s visitors stay in the room',
    ],
  ),
  mcq(
    'choice',
    'A client wants to wear clothes you think do not match. What do you do?',
    'Respect their choice: it is their decision',
    [
      'Choose clothes for them',
      'Tell them they look silly',
      'Ask the office to change the care plan',
    ],
  ),
  mcq(
    'reporting_late',
    'You are going to be late for a visit. What do you do?',
    'Call the office as soon as you know, so the client can be told',
    [
      'Nothing; clients expect carers to be late sometimes',
      'Skip the visit and do the next one',
      'Text the client’s family only',
    ],
  ),
  mcq(
    'reporting_change',
    'A client seems more confused than usual today. What do you do?',
    'Record it in the daily notes and tell the office promptly, as it may be a sign of illness',
    [
      'Nothing; confusion is normal in older people',
      'Give them an extra dose of their medication',
      'Mention it at your next supervision',
    ],
  ),
];

/**
 * The support-worker test: 13 questions on safe care practice, a point each.
 * The pass mark is the organisation's (recruitment settings, testPassMark), so the test is built
 * for a mark; the file's declaration uses the default, and the server scores each saved test with
 * the organisation's mark (applicant-pack.ts).
 */
export function supportWorkerTest(passMark: number): FormDefinition {
  return {
    key: 'support-worker-test',
    title: 'Support Worker Test',
    version: 1,
    purpose: 'assessment',
    description:
      'Thirteen questions about safe care. Choose the best answer to each; there is no time limit.',
    scoring: { bands: passMarkBands(passMark, { pass: 'Pass', fail: 'Fail' }) },
    sections: [{ id: 'test', title: 'Questions', questions: QUESTIONS }],
  };
}

export const supportWorkerTestForm = supportWorkerTest(RECRUITMENT_DEFAULTS.testPassMark);
