import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * A one-page profile in the client's own words: who they are and what matters to them, so carers
 * can support the person and not only the tasks (person-centred care, CQC's 'Responsive').
 */
export const personalProfileForm: FormDefinition = {
  key: 'personal-profile',
  title: 'Personal Profile',
  version: 1,
  purpose: 'profile',
  description:
    'Write this with the client, and with family if the client wishes, in the client’s own words where possible ("I like…", "Please…").',
  sections: [
    {
      id: 'my_story',
      title: 'My story',
      questions: [
        {
          id: 'life_history',
          type: 'longText',
          label: 'My life so far',
          help: 'Where they grew up, places they lived, important events. A few sentences are enough to start a conversation.',
        },
        {
          id: 'family',
          type: 'longText',
          label: 'My family and the people who matter to me',
          help: 'Names of partner, children, grandchildren, friends and pets, and how often they see them.',
        },
        {
          id: 'work_life',
          type: 'longText',
          label: 'My working life',
          help: 'Jobs, trades, service in the armed forces, bringing up a family, volunteering.',
        },
      ],
    },
    {
      id: 'what_matters',
      title: 'What matters to me',
      questions: [
        {
          id: 'important_to_me',
          type: 'longText',
          label: 'What is important to me',
          required: true,
          help: 'The things that make a day good: routines, people, belongings, staying in their own home.',
        },
        {
          id: 'like_and_admire',
          type: 'longText',
          label: 'What people like and admire about me',
        },
        {
          id: 'hobbies',
          type: 'longText',
          label: 'My hobbies and interests',
          help: 'For example gardening, football team, music, puzzles, church groups, the allotment.',
        },
        {
          id: 'faith',
          type: 'longText',
          label: 'My faith and beliefs',
        },
        {
          id: 'cultural_needs',
          type: 'longText',
          label: 'My cultural needs',
          help: 'Food, dress, modesty, festivals, language, hair and skin care.',
        },
        {
          id: 'good_day',
          type: 'longText',
          label: 'A good day for me looks like',
        },
        {
          id: 'bad_day',
          type: 'longText',
          label: 'Things that upset or worry me',
        },
      ],
    },
    {
      id: 'support',
      title: 'How to support me',
      questions: [
        {
          id: 'how_best_to_support_me',
          type: 'longText',
          label: 'How best to support me',
          required: true,
          help: 'What carers should do and say, and what they should avoid. Include what the client can still do for themselves.',
        },
        {
          id: 'completed_with',
          type: 'text',
          label: 'Who helped to write this profile',
          help: 'For example: Mrs Jones with her daughter Sarah.',
        },
      ],
    },
  ],
};
