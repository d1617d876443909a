import type { FormDefinition, Question } from '../../../engine/forms/form-definition';

const RELATIONSHIPS = [
  { value: 'partner', label: 'Husband, wife or partner' },
  { value: 'parent', label: 'Parent' },
  { value: 'child', label: 'Son or daughter' },
  { value: 'sibling', label: 'Brother or sister' },
  { value: 'friend', label: 'Friend' },
  { value: 'other', label: 'Other' },
];

/** A contact to call in an emergency. */
const contact = (id: string, title: string, required: boolean): Question => ({
  id,
  type: 'group',
  label: title,
  entryLabel: 'Contact',
  ...(required ? { required: true, minEntries: 1, defaultEntries: 1 } : { defaultEntries: 1 }),
  maxEntries: 2,
  questions: [
    { id: 'name', type: 'text', label: 'Name', required: true },
    {
      id: 'relationship',
      type: 'choice',
      label: 'Relationship',
      required: true,
      options: RELATIONSHIPS,
    },
    { id: 'phone', type: 'phone', label: 'Phone number', required: true },
    { id: 'address', type: 'longText', label: 'Address' },
  ],
});

/** The care support worker's employment details. */
export const cswDetails: FormDefinition = {
  key: 'csw-details',
  title: 'CSW Details',
  version: 1,
  purpose: 'profile',
  description: 'The care support worker’s role, hours and how they travel.',
  sections: [
    {
      id: 'role',
      title: 'Role',
      questions: [
        {
          id: 'job_title',
          type: 'choice',
          label: 'Job title',
          required: true,
          options: [
            { value: 'care-assistant', label: 'Care assistant' },
            { value: 'senior-carer', label: 'Senior carer' },
            { value: 'field-supervisor', label: 'Field care supervisor' },
            { value: 'live-in', label: 'Live-in carer' },
          ],
        },
        { id: 'start_date', type: 'date', label: 'Start date', required: true },
        {
          id: 'employment_type',
          type: 'choice',
          label: 'Employment type',
          required: true,
          options: [
            { value: 'full-time', label: 'Full time' },
            { value: 'part-time', label: 'Part time' },
            { value: 'zero-hours', label: 'Zero hours' },
            { value: 'bank', label: 'Bank' },
          ],
        },
        {
          id: 'contracted_hours',
          type: 'number',
          label: 'Contracted hours a week',
          min: 0,
          max: 60,
        },
      ],
    },
    {
      id: 'travel',
      title: 'Travel',
      questions: [
        { id: 'drives', type: 'yesNo', label: 'Drives to visits', required: true },
        {
          id: 'car_registration',
          type: 'text',
          label: 'Car registration',
          showWhen: { question: 'drives', in: ['yes'] },
        },
        {
          id: 'business_insurance',
          type: 'yesNo',
          label: 'Insured for business use',
          required: true,
          showWhen: { question: 'drives', in: ['yes'] },
        },
        {
          id: 'insurance_expiry',
          type: 'date',
          label: 'Insurance expires on',
          showWhen: { question: 'business_insurance', in: ['yes'] },
        },
        {
          id: 'mot_expiry',
          type: 'date',
          label: 'MOT expires on',
          showWhen: { question: 'drives', in: ['yes'] },
        },
      ],
    },
  ],
};

/** Next of kin and GP, for the office to call if something happens at work. */
export const emergencyDetails: FormDefinition = {
  key: 'emergency-details',
  title: 'Emergency Details',
  version: 1,
  purpose: 'profile',
  description: 'Who the office calls if something happens to this person at work.',
  sections: [
    {
      id: 'next_of_kin',
      title: 'Next of kin',
      questions: [contact('next_of_kin', 'Next of kin', true)],
    },
    {
      id: 'gp',
      title: 'GP',
      questions: [
        { id: 'gp_name', type: 'text', label: 'GP surgery' },
        { id: 'gp_phone', type: 'phone', label: 'GP phone number' },
      ],
    },
  ],
};

/** The emergency contact form the person fills in and signs (spec §3.2 emergency_contact). */
export const emergencyForm: FormDefinition = {
  key: 'emergency-form',
  title: 'Emergency Form',
  version: 1,
  purpose: 'profile',
  description: 'Two people we may call in an emergency, and your consent to call them.',
  sections: [
    {
      id: 'contacts',
      title: 'Emergency contacts',
      questions: [contact('contacts', 'Emergency contacts', true)],
    },
    {
      id: 'consent',
      title: 'Consent',
      questions: [
        {
          id: 'contacts_told',
          type: 'yesNo',
          label: 'My contacts know they are named here',
          required: true,
        },
        {
          id: 'consent',
          type: 'yesNo',
          label: 'The agency may call them if I am taken ill or hurt at work',
          required: true,
        },
      ],
    },
  ],
};

/** Where pay goes. Bank details are sensitive: never kept in a draft, never in a list. */
export const bankDetails: FormDefinition = {
  key: 'bank',
  title: 'Bank',
  version: 1,
  purpose: 'profile',
  description: 'Wages are paid monthly by bank transfer into this account.',
  sections: [
    {
      id: 'account',
      title: 'Bank account',
      questions: [
        { id: 'bank_name', type: 'text', label: 'Bank or building society', required: true },
        {
          id: 'account_name',
          type: 'text',
          label: 'Name on the account',
          required: true,
          sensitive: true,
        },
        {
          id: 'sort_code',
          type: 'text',
          label: 'Sort code (6 digits)',
          required: true,
          sensitive: true,
        },
        {
          id: 'account_number',
          type: 'text',
          label: 'Account number (8 digits)',
          required: true,
          sensitive: true,
        },
        { id: 'roll_number', type: 'text', label: 'Building society roll number', sensitive: true },
      ],
    },
  ],
};

/** What payroll needs: NI number, tax code and the HMRC starter statement. */
export const payrollInfo: FormDefinition = {
  key: 'payroll-info',
  title: 'Payroll Info',
  version: 1,
  purpose: 'profile',
  description: 'For HMRC and the workplace pension.',
  sections: [
    {
      id: 'tax',
      title: 'Tax and National Insurance',
      questions: [
        {
          id: 'ni_number',
          type: 'niNumber',
          label: 'National Insurance number',
          required: true,
          sensitive: true,
        },
        { id: 'tax_code', type: 'text', label: 'Tax code (from the P45)', sensitive: true },
        {
          id: 'starter_statement',
          type: 'choice',
          label: 'HMRC starter statement',
          required: true,
          options: [
            { value: 'A', label: 'A: this is my first job since 6 April, no benefits or pension' },
            { value: 'B', label: 'B: this is now my only job' },
            { value: 'C', label: 'C: I have another job or a pension' },
          ],
        },
        {
          id: 'student_loan',
          type: 'choice',
          label: 'Student loan',
          required: true,
          sensitive: true,
          options: [
            { value: 'none', label: 'None' },
            { value: 'plan-1', label: 'Plan 1' },
            { value: 'plan-2', label: 'Plan 2' },
            { value: 'plan-4', label: 'Plan 4' },
            { value: 'plan-5', label: 'Plan 5' },
            { value: 'postgraduate', label: 'Postgraduate loan' },
          ],
        },
      ],
    },
    {
      id: 'pension',
      title: 'Workplace pension',
      questions: [
        {
          id: 'pension_opt_out',
          type: 'yesNo',
          label: 'Has opted out of the workplace pension',
          required: true,
        },
        {
          id: 'opt_out_date',
          type: 'date',
          label: 'Opt-out date',
          showWhen: { question: 'pension_opt_out', in: ['yes'] },
        },
      ],
    },
  ],
};

/** What else the office should know (spec §3.2 additional_information). */
export const additionalInformation: FormDefinition = {
  key: 'additional-information',
  title: 'Additional Information',
  version: 1,
  purpose: 'profile',
  description: 'Helps the office match this person to clients.',
  sections: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        { id: 'languages', type: 'text', label: 'Languages spoken', required: true },
        { id: 'pets_ok', type: 'yesNo', label: 'Happy to visit homes with pets', required: true },
        { id: 'smoker', type: 'yesNo', label: 'Smoker', required: true },
        {
          id: 'gender_preference',
          type: 'yesNo',
          label: 'Able to give personal care to clients of any gender',
          required: true,
        },
        {
          id: 'interests',
          type: 'longText',
          label: 'Interests and hobbies',
          help: 'Shared interests help with companionship visits.',
        },
        { id: 'other', type: 'longText', label: 'Anything else the office should know' },
      ],
    },
  ],
};

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The days and times this person is usually on duty. */
export const dutyDays: FormDefinition = {
  key: 'duty-days',
  title: 'Duty Days',
  version: 1,
  purpose: 'profile',
  description: 'The usual working pattern; one-off changes go in Duty Temporary Days.',
  sections: [
    {
      id: 'pattern',
      title: 'Working pattern',
      questions: [
        {
          id: 'days',
          type: 'multiChoice',
          label: 'Days on duty',
          required: true,
          options: DAYS.map((day) => ({ value: day, label: day[0]?.toUpperCase() + day.slice(1) })),
        },
        {
          id: 'shift',
          type: 'multiChoice',
          label: 'Shifts',
          required: true,
          options: [
            { value: 'morning', label: 'Mornings (7am–12pm)' },
            { value: 'lunch', label: 'Lunch (12pm–2pm)' },
            { value: 'tea', label: 'Tea (4pm–6pm)' },
            { value: 'evening', label: 'Evenings (6pm–10pm)' },
            { value: 'night', label: 'Nights' },
          ],
        },
        { id: 'alternate_weekends', type: 'yesNo', label: 'Works alternate weekends' },
      ],
    },
  ],
};

/** How this person uses the app and receives their rota. */
export const staffSettings: FormDefinition = {
  key: 'settings',
  title: 'Settings',
  version: 1,
  purpose: 'profile',
  description: 'How this person gets their rota and uses the carer app.',
  sections: [
    {
      id: 'app',
      title: 'App and rota',
      questions: [
        { id: 'app_access', type: 'yesNo', label: 'May sign in to the carer app', required: true },
        {
          id: 'rota_by_email',
          type: 'yesNo',
          label: 'Send the weekly rota by email',
          required: true,
        },
        { id: 'rota_weeks', type: 'number', label: 'Weeks of rota shown ahead', min: 1, max: 8 },
        {
          id: 'see_client_address',
          type: 'yesNo',
          label: 'Sees client addresses before the day of the visit',
        },
      ],
    },
  ],
};

/** Moving the file to another branch of the agency. */
export const fileTransfer: FormDefinition = {
  key: 'file-transfer',
  title: 'File Transfer',
  version: 1,
  purpose: 'profile',
  description: 'The move of this person’s file to another branch.',
  sections: [
    {
      id: 'transfer',
      title: 'Transfer',
      questions: [
        {
          id: 'to_branch',
          type: 'reference',
          label: 'To branch',
          to: 'branches',
          pickThrough: { kind: 'carers', field: 'branch' },
          required: true,
        },
        { id: 'transfer_date', type: 'date', label: 'Date of transfer', required: true },
        { id: 'reason', type: 'longText', label: 'Reason', required: true },
        {
          id: 'clients_handed_over',
          type: 'yesNo',
          label: 'Clients handed over to other carers',
          required: true,
        },
      ],
    },
  ],
};

/** The person's COVID-19 vaccination; boosters are listed under it (carer-booster-vaccines). */
export const covidVaccineDetails: FormDefinition = {
  key: 'covid-vaccine-details',
  title: 'COVID Vaccine Details',
  version: 1,
  purpose: 'profile',
  description:
    'Vaccination is a personal choice; this record helps the office plan visits to vulnerable clients.',
  sections: [
    {
      id: 'primary',
      title: 'Primary course',
      questions: [
        {
          id: 'vaccinated',
          type: 'yesNo',
          label: 'Has had the primary course',
          required: true,
          sensitive: true,
        },
        {
          id: 'first_dose',
          type: 'date',
          label: 'First dose',
          notFuture: true,
          sensitive: true,
          showWhen: { question: 'vaccinated', in: ['yes'] },
        },
        {
          id: 'second_dose',
          type: 'date',
          label: 'Second dose',
          notFuture: true,
          sensitive: true,
          showWhen: { question: 'vaccinated', in: ['yes'] },
        },
        {
          id: 'vaccine',
          type: 'choice',
          label: 'Vaccine',
          sensitive: true,
          showWhen: { question: 'vaccinated', in: ['yes'] },
          options: [
            { value: 'pfizer', label: 'Pfizer/BioNTech' },
            { value: 'astrazeneca', label: 'Oxford/AstraZeneca' },
            { value: 'moderna', label: 'Moderna' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          id: 'nhs_record_seen',
          type: 'yesNo',
          label: 'NHS vaccination record seen',
          sensitive: true,
        },
      ],
    },
  ],
};
