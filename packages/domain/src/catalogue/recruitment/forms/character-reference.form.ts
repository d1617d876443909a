import type { FormDefinition } from '../../../engine/forms/form-definition';
import { DECLARATION, rating, yesWithDetails } from './reference-questions';

/**
 * What a character referee (someone who knows the applicant but did not employ them) is asked
 * through their private link (/character-reference): how they know the applicant, their
 * character, and any concern about their working with vulnerable people.
 */
export const characterReferenceForm: FormDefinition = {
  key: 'character-reference',
  title: 'Character Reference',
  version: 1,
  purpose: 'profile',
  description:
    'Thank you for giving a reference. It helps us decide whether the applicant can safely care for people in their own homes.',
  sections: [
    {
      id: 'acquaintance',
      title: 'How you know the applicant',
      questions: [
        {
          id: 'relationship',
          type: 'text',
          label: 'How do you know them?',
          help: 'For example tutor, neighbour, voluntary work organiser.',
          required: true,
        },
        { id: 'known_since', type: 'date', label: 'Known since', required: true, notFuture: true },
        {
          id: 'related',
          type: 'yesNo',
          label: 'Are you related to them?',
          required: true,
        },
      ],
    },
    {
      id: 'character',
      title: 'Their character',
      questions: [
        rating('honesty', 'Honesty and integrity'),
        rating('reliability', 'Reliability'),
        rating('kindness', 'Kindness and patience'),
        {
          id: 'suitability',
          type: 'longText',
          label: 'Why do you think they would (or would not) make a good care worker?',
          required: true,
        },
        ...yesWithDetails(
          'safeguarding_concerns',
          'Do you know of any reason they should not work with vulnerable adults or children?',
          'Please tell us what you know',
        ),
        { id: 'comments', type: 'longText', label: 'Anything else we should know' },
      ],
    },
    { id: 'declaration', title: 'Declaration', questions: DECLARATION },
  ],
};
