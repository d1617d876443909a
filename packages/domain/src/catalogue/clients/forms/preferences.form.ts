import type { FormDefinition } from '../../../engine/forms/form-definition';

/** Day-to-day choices carers should honour at every visit: food, drink, routine and dress. */
export const preferencesForm: FormDefinition = {
  key: 'preferences',
  title: 'Preferences',
  version: 1,
  purpose: 'profile',
  description:
    'The client’s choices about daily life. Ask the client first; check with family only if needed.',
  sections: [
    {
      id: 'food_and_drink',
      title: 'Food and drink',
      questions: [
        {
          id: 'dietary_needs',
          type: 'multiChoice',
          label: 'Dietary needs',
          help: 'Allergies are recorded on the client record. Texture-modified diets follow the speech and language therapist’s (SALT) advice.',
          options: [
            { value: 'diabetic', label: 'Diabetic (low sugar)' },
            { value: 'soft_bite_sized', label: 'Soft and bite-sized' },
            { value: 'minced_moist', label: 'Minced and moist' },
            { value: 'pureed', label: 'Puréed' },
            { value: 'thickened_fluids', label: 'Thickened fluids' },
            { value: 'vegetarian', label: 'Vegetarian' },
            { value: 'vegan', label: 'Vegan' },
            { value: 'halal', label: 'Halal' },
            { value: 'kosher', label: 'Kosher' },
            { value: 'gluten_free', label: 'Gluten free' },
            { value: 'lactose_free', label: 'Lactose free' },
            { value: 'low_salt', label: 'Low salt' },
            { value: 'fortified', label: 'Fortified or high calorie' },
          ],
        },
        {
          id: 'thickener_level',
          type: 'choice',
          label: 'Thickened fluids: level',
          help: 'As prescribed (IDDSI framework). Check the tin or the SALT report.',
          showWhen: { question: 'dietary_needs', in: ['thickened_fluids'] },
          options: [
            { value: 'iddsi_1', label: 'Level 1: slightly thick' },
            { value: 'iddsi_2', label: 'Level 2: mildly thick' },
            { value: 'iddsi_3', label: 'Level 3: moderately thick' },
            { value: 'iddsi_4', label: 'Level 4: extremely thick' },
          ],
        },
        {
          id: 'favourite_foods',
          type: 'longText',
          label: 'Favourite foods and meals',
        },
        {
          id: 'food_dislikes',
          type: 'longText',
          label: 'Foods they dislike or will not eat',
        },
        {
          id: 'hot_drinks',
          type: 'text',
          label: 'How they like hot drinks',
          help: 'For example: tea, weak, splash of milk, one sugar, in the blue mug.',
        },
        {
          id: 'other_drinks',
          type: 'text',
          label: 'Other drinks they enjoy',
        },
        {
          id: 'mealtimes',
          type: 'text',
          label: 'Usual mealtimes',
        },
      ],
    },
    {
      id: 'routine',
      title: 'Daily routine',
      questions: [
        { id: 'get_up_time', type: 'time', label: 'Likes to get up at' },
        { id: 'bed_time', type: 'time', label: 'Likes to go to bed at' },
        {
          id: 'carer_gender',
          type: 'choice',
          label: 'Preferred gender of carer',
          options: [
            { value: 'no_preference', label: 'No preference' },
            { value: 'female', label: 'Female carers' },
            { value: 'male', label: 'Male carers' },
          ],
        },
        {
          id: 'carer_gender_personal_care_only',
          type: 'yesNo',
          label: 'Does the preference apply to personal care only?',
          showWhen: { question: 'carer_gender', in: ['female', 'male'] },
        },
        {
          id: 'bathing_preference',
          type: 'choice',
          label: 'Preferred way to wash',
          options: [
            { value: 'shower', label: 'Shower' },
            { value: 'bath', label: 'Bath' },
            { value: 'strip_wash', label: 'Strip wash at the sink' },
            { value: 'bed_bath', label: 'Bed bath' },
          ],
        },
        {
          id: 'bathing_notes',
          type: 'text',
          label: 'Washing: how often and anything else',
          help: 'For example: shower on Tuesdays and Fridays, likes own soap, hair washed weekly.',
        },
        {
          id: 'clothing',
          type: 'longText',
          label: 'Clothing and appearance',
          help: 'Choice of clothes, make-up, jewellery, shaving, hair, nails.',
        },
        {
          id: 'tv_radio',
          type: 'text',
          label: 'TV and radio',
          help: 'Favourite programmes or stations, and whether to leave them on when leaving.',
        },
      ],
    },
    {
      id: 'likes',
      title: 'Likes and dislikes',
      questions: [
        { id: 'likes', type: 'longText', label: 'Likes' },
        { id: 'dislikes', type: 'longText', label: 'Dislikes' },
      ],
    },
  ],
};
