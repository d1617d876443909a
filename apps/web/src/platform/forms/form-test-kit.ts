import type { FormDefinition } from '@care360/domain';
import { vi } from 'vitest';

/**
 * A small scored assessment with one question of each kind, for renderer and page tests:
 * 'Has the client fallen?' (yes scores 3) shows 'How many falls?'; mobility scores 0/2/4;
 * 5 or more is high risk.
 */
export const TEST_ASSESSMENT: FormDefinition = {
  key: 'falls-risk-assessment',
  title: 'Falls Risk Assessment',
  version: 2,
  purpose: 'assessment',
  reviewMonths: 6,
  scoring: {
    bands: [
      { min: 0, label: 'Low risk', level: 'low' },
      { min: 5, label: 'High risk', level: 'high' },
    ],
  },
  sections: [
    {
      id: 'falls',
      title: 'Falls history',
      questions: [
        {
          id: 'fallen',
          type: 'yesNo',
          label: 'Has the client fallen in the last year?',
          required: true,
          scoreIfYes: 3,
        },
        {
          id: 'falls_count',
          type: 'number',
          label: 'How many falls?',
          required: true,
          min: 1,
          max: 50,
          showWhen: { question: 'fallen', in: ['yes'] },
        },
        {
          id: 'mobility',
          type: 'choice',
          label: 'Mobility',
          options: [
            { value: 'independent', label: 'Walks independently', score: 0 },
            { value: 'frame', label: 'Walks with a frame', score: 2 },
            { value: 'hoist', label: 'Transfers by hoist', score: 4 },
          ],
        },
      ],
    },
    {
      id: 'more',
      title: 'Other details',
      questions: [
        {
          id: 'aids',
          type: 'multiChoice',
          label: 'Aids in the home',
          options: [
            { value: 'rails', label: 'Grab rails' },
            { value: 'pendant', label: 'Pendant alarm' },
          ],
        },
        { id: 'gp_seen', type: 'date', label: 'Last seen by the GP' },
        { id: 'notes', type: 'longText', label: 'Notes' },
      ],
    },
  ],
};

/** A contract: terms as text, a yes/no, and a required signature. */
export const TEST_CONTRACT: FormDefinition = {
  key: 'consent',
  title: 'Consent',
  version: 1,
  purpose: 'contract',
  sections: [
    {
      id: 'consent',
      title: 'Consent to care',
      questions: [
        {
          id: 'privacy',
          type: 'info',
          label: 'How we use your information',
          help: 'We keep your care records securely.\n\nWe share them only with people involved in your care.',
        },
        {
          id: 'share_with_gp',
          type: 'yesNo',
          label: 'I agree to my information being shared with my GP',
          required: true,
        },
        { id: 'client_signature', type: 'signature', label: 'Signature', required: true },
      ],
    },
  ],
};

/** What the stubbed canvas gives as a drawn signature. */
export const SIGNATURE_IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

/**
 * jsdom has no canvas drawing: a 2D context that draws nothing and a fixed PNG, so the signature
 * pad's typed-name route yields an image as it would in a browser.
 */
export function stubCanvas() {
  const context = {
    fillRect: vi.fn(),
    fillText: vi.fn(),
    setTransform: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNATURE_IMAGE);
}

/**
 * An application in three steps: about you (name; drives?), two references by default (up to
 * three, each a name and an email), and driving, whose licence question shows only when the
 * applicant said in step 1 that they drive.
 */
export const TEST_APPLICATION: FormDefinition = {
  key: 'application',
  title: 'Application',
  version: 1,
  purpose: 'profile',
  steps: [
    { id: 'you', title: 'About you', sections: ['personal'] },
    { id: 'references', title: 'References', sections: ['references'] },
    { id: 'driving', title: 'Driving', sections: ['driving'] },
  ],
  sections: [
    {
      id: 'personal',
      title: 'Personal details',
      questions: [
        { id: 'name', type: 'text', label: 'Full name', required: true },
        { id: 'driver', type: 'yesNo', label: 'Do you drive?', required: true },
      ],
    },
    {
      id: 'references',
      title: 'Your referees',
      questions: [
        {
          id: 'references',
          type: 'group',
          label: 'References',
          entryLabel: 'Reference',
          required: true,
          minEntries: 2,
          defaultEntries: 2,
          maxEntries: 3,
          questions: [
            { id: 'referee_name', type: 'text', label: 'Referee name', required: true },
            { id: 'email', type: 'email', label: 'Email', required: true },
          ],
        },
      ],
    },
    {
      id: 'driving',
      title: 'Driving',
      questions: [
        {
          id: 'licence',
          type: 'text',
          label: 'Licence number',
          required: true,
          showWhen: { question: 'driver', in: ['yes'] },
        },
        { id: 'pay', type: 'money', label: 'Expected weekly pay' },
      ],
    },
  ],
};
