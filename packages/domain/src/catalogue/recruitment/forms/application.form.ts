import type { FormDefinition, QuestionOption } from '../../../engine/forms/form-definition';
import { APPLICANT_SOURCES } from '../applicant-stages';
import { applicants } from '../applicants.record';

/**
 * The public application (spec §3.1): what a person applying gives, in steps,
 * on /applicant-form. Branch and vacancy are choices of the one organisation the page is for, so
 * the form is built with them (`applicationForm`), on the server to check a submission and in the
 * browser to draw it, from the same options.
 *
 * Defaults: criminalRecord 'no' and two blank references; carerStatus 'NC' is set on the created
 * applicant, not asked. VERIFIED1..3 of the old form were the office's ticks on the three
 * references: they are not the applicant's to give, so they are not here; the office records a
 * reference's review on applicant-references (satisfactory). The old form's test leftovers
 * ('Testing', 'dss', 'ada', experience dates 01-09-2019) are not kept.
 */
export const APPLICATION_FORM_KEY = 'application';
export const APPLICATION_FORM_VERSION = 3;

/** When the applicant moved to the address they give: it starts their address history. */
export const ADDRESS_SINCE = 'addressSince';

export interface ApplicationChoices {
  branches: readonly QuestionOption[];
  vacancies: readonly QuestionOption[];
}

const options = (values: readonly string[]): QuestionOption[] =>
  values.map((value) => ({ value, label: value }));
const fieldOptions = (key: keyof typeof applicants.fields): QuestionOption[] => {
  const def = applicants.fields[key];
  return 'options' in def ? [...def.options] : [];
};

/** The official guidance on which convictions and cautions are protected (filtered). */
export const DBS_FILTERING_GUIDANCE =
  'https://www.gov.uk/government/publications/filtering-rules-for-criminal-record-check-certificates';

/**
 * Care work is regulated activity, so the exceptions to the Rehabilitation of Offenders Act 1974
 * let the agency ask about spent convictions too, except protected (filtered) ones.
 */
const CONVICTIONS_GUIDANCE = [
  'Care work is regulated activity, so it is covered by the exceptions to the Rehabilitation of Offenders Act 1974. This means we may ask about spent convictions and cautions as well as unspent ones.',
  'You must tell us about every unspent conviction or caution, and every spent conviction or caution that is not protected.',
  `You do not need to tell us about a protected (filtered) conviction or caution: it no longer appears on a standard or enhanced DBS certificate, and it must not be held against you. The DBS decides which are protected by the filtering rules: read [the DBS filtering guidance on GOV.UK](${DBS_FILTERING_GUIDANCE}) if you are not sure.`,
  'Having a criminal record does not by itself stop you working with us: we look at what it was, when, and whether it matters for this work. The details you give are kept confidential: they stay hidden on your file, and each look at them is recorded.',
].join('\n\n');

/** Yes when the person will need a visa sponsored to work here: the applicant's route follows. */
export const NEEDS_SPONSORSHIP = 'needs_sponsorship';

export function applicationForm({ branches, vacancies }: ApplicationChoices): FormDefinition {
  return {
    key: APPLICATION_FORM_KEY,
    title: 'Apply to work with us',
    version: APPLICATION_FORM_VERSION,
    purpose: 'profile',
    steps: [
      { id: 'you', title: 'About you', sections: ['personal', 'contact'] },
      { id: 'role', title: 'The job', sections: ['application', 'work'] },
      { id: 'experience', title: 'Your experience', sections: ['experience', 'employment'] },
      { id: 'references', title: 'References', sections: ['references'] },
      { id: 'declaration', title: 'Declaration', sections: ['criminal', 'declaration'] },
    ],
    sections: [
      {
        id: 'personal',
        title: 'Personal details',
        questions: [
          { id: 'title', type: 'choice', label: 'Title', options: fieldOptions('title') },
          { id: 'forename', type: 'text', label: 'First name', required: true },
          { id: 'surname', type: 'text', label: 'Last name', required: true },
          {
            id: 'dateOfBirth',
            type: 'date',
            label: 'Date of birth',
            required: true,
            notFuture: true,
          },
          { id: 'gender', type: 'choice', label: 'Gender', options: fieldOptions('gender') },
          {
            id: 'genderOther',
            type: 'text',
            label: 'Gender (in your words)',
            showWhen: { question: 'gender', in: ['Other'] },
          },
          {
            id: 'ethnicGroup',
            type: 'choice',
            label: 'Ethnic group',
            help: 'For equal opportunities monitoring only.',
            options: fieldOptions('ethnicGroup'),
          },
          {
            id: 'religiousGroup',
            type: 'choice',
            label: 'Religion',
            help: 'For equal opportunities monitoring only.',
            options: fieldOptions('religiousGroup'),
          },
          { id: 'nationality', type: 'text', label: 'Nationality' },
        ],
      },
      {
        id: 'contact',
        title: 'How to reach you',
        questions: [
          { id: 'email', type: 'email', label: 'Email', required: true },
          { id: 'mobile', type: 'phone', label: 'Mobile number', required: true },
          { id: 'address1', type: 'text', label: 'Address line 1', required: true },
          { id: 'address2', type: 'text', label: 'Address line 2' },
          { id: 'address3', type: 'text', label: 'Address line 3' },
          { id: 'town', type: 'text', label: 'Town', required: true },
          { id: 'postcode', type: 'postcode', label: 'Postcode', required: true },
          {
            id: ADDRESS_SINCE,
            type: 'date',
            label: 'Lived at this address since',
            help: 'If you do not know the day, give the 1st of the month you moved in.',
            required: true,
            notFuture: true,
          },
          {
            id: 'communication',
            type: 'choice',
            label: 'How should we contact you?',
            options: fieldOptions('communication'),
          },
        ],
      },
      {
        id: 'application',
        title: 'The job',
        questions: [
          { id: 'branch', type: 'choice', label: 'Branch', required: true, options: branches },
          // With no open vacancy, a person still applies to the branch.
          ...(vacancies.length > 0
            ? [
                {
                  id: 'vacancy',
                  type: 'choice',
                  label: 'Vacancy',
                  help: 'Leave empty to apply without a particular vacancy.',
                  options: vacancies,
                } as const,
              ]
            : []),
          {
            id: 'positionAppliedFor',
            type: 'text',
            label: 'Position applied for',
          },
          {
            id: 'source',
            type: 'choice',
            label: 'How did you hear about us?',
            options: options(APPLICANT_SOURCES),
          },
          {
            id: 'referredBy',
            type: 'text',
            label: 'Who referred you?',
            showWhen: { question: 'source', in: ['Referred by a carer'] },
          },
        ],
      },
      {
        id: 'work',
        title: 'Working with us',
        questions: [
          { id: 'isDriver', type: 'yesNo', label: 'Do you drive?', required: true },
          {
            id: 'hasUkDrivingLicence',
            type: 'yesNo',
            label: 'Do you hold a full UK driving licence?',
            required: true,
            showWhen: { question: 'isDriver', in: ['yes'] },
          },
          {
            id: 'availability',
            type: 'longText',
            label: 'When are you available?',
            help: 'Days, hours, weekends.',
          },
          {
            id: 'nonAvailability',
            type: 'longText',
            label: 'When are you not available?',
          },
          {
            id: 'employmentStatus',
            type: 'choice',
            label: 'Are you working now?',
            options: fieldOptions('employmentStatus'),
          },
          {
            id: 'eligibleToWorkUk',
            type: 'yesNo',
            label: 'Do you have the right to work in the UK?',
            required: true,
          },
          {
            id: NEEDS_SPONSORSHIP,
            type: 'yesNo',
            label: 'Will you need us to sponsor a visa?',
            required: true,
          },
        ],
      },
      {
        id: 'experience',
        title: 'Your experience',
        questions: [
          {
            id: 'experience',
            type: 'longText',
            label: 'Your care experience, paid or unpaid',
          },
          {
            id: 'supportingInformation',
            type: 'longText',
            label: 'Why would you be good at this job?',
          },
          {
            id: 'educationTraining',
            type: 'longText',
            label: 'Education and training',
          },
          { id: 'languageSkills', type: 'text', label: 'Languages you speak' },
        ],
      },
      {
        id: 'employment',
        title: 'Previous employment',
        description: 'Your jobs, most recent first. We ask about any gap longer than a month.',
        questions: [
          {
            id: 'previous_employment',
            type: 'group',
            label: 'Previous employment',
            entryLabel: 'Employer',
            maxEntries: 15,
            questions: [
              { id: 'employer_name', type: 'text', label: 'Employer', required: true },
              { id: 'position', type: 'text', label: 'Position', required: true },
              {
                id: 'start_date',
                type: 'date',
                label: 'Start date',
                required: true,
                notFuture: true,
              },
              {
                id: 'end_date',
                type: 'date',
                label: 'End date',
                help: 'Leave empty if you still work there.',
                notFuture: true,
              },
              {
                id: 'reason_for_leaving',
                type: 'longText',
                label: 'Reason for leaving',
              },
            ],
          },
        ],
      },
      {
        id: 'references',
        title: 'References',
        description:
          'Two people who can speak for you: your most recent employer, and one more employer or someone who knows your character (not a relative).',
        questions: [
          {
            id: 'references',
            type: 'group',
            label: 'References',
            entryLabel: 'Reference',
            required: true,
            minEntries: 2,
            defaultEntries: 2,
            maxEntries: 4,
            questions: [
              {
                id: 'type',
                type: 'choice',
                label: 'Type of reference',
                required: true,
                options: options(['Employer', 'Character']),
              },
              { id: 'referee_name', type: 'text', label: 'Referee name', required: true },
              { id: 'company', type: 'text', label: 'Company' },
              { id: 'job_title', type: 'text', label: 'Job title' },
              { id: 'phone_number', type: 'phone', label: 'Phone number' },
              { id: 'email', type: 'email', label: 'Email', required: true },
              {
                id: 'how_long_known',
                type: 'text',
                label: 'How long have they known you?',
              },
              {
                id: 'capacity_known',
                type: 'text',
                label: 'How do they know you?',
                help: 'Manager, colleague, tutor…',
              },
              {
                id: 'can_approach_before_interview',
                type: 'yesNo',
                label: 'May we contact them before your interview?',
              },
            ],
          },
        ],
      },
      {
        id: 'criminal',
        title: 'Convictions',
        questions: [
          {
            id: 'convictionsGuidance',
            type: 'info',
            label: 'What you must tell us',
            help: CONVICTIONS_GUIDANCE,
          },
          {
            id: 'criminalRecord',
            type: 'choice',
            label: 'Do you have any unspent convictions or cautions?',
            required: true,
            options: fieldOptions('criminalRecord'),
          },
          {
            id: 'criminalRecordDetails',
            type: 'longText',
            label: 'Please give details of your unspent convictions or cautions',
            help: 'What it was for, the date and the sentence or outcome.',
            required: true,
            sensitive: true,
            showWhen: { question: 'criminalRecord', in: ['yes'] },
          },
          {
            id: 'spentConvictions',
            type: 'choice',
            label:
              'Do you have any spent convictions or cautions that are not protected (not filtered)?',
            help: 'A protected one would not appear on a DBS certificate: you need not tell us about it.',
            required: true,
            options: fieldOptions('spentConvictions'),
          },
          {
            id: 'spentConvictionsDetails',
            type: 'longText',
            label:
              'Please give details of your spent convictions or cautions that are not protected',
            help: 'What it was for, the date and the sentence or outcome.',
            required: true,
            sensitive: true,
            showWhen: { question: 'spentConvictions', in: ['yes'] },
          },
        ],
      },
      {
        id: 'declaration',
        title: 'Declaration',
        questions: [
          {
            id: 'declaration',
            type: 'multiChoice',
            label: 'Declaration',
            required: true,
            options: [
              {
                value: 'true',
                label:
                  'The information I have given is true and complete. I understand that a false statement may end my application or employment.',
              },
            ],
          },
        ],
      },
    ],
  };
}

/** The answers a new application starts with (the browser draws them; the rest start empty). */
export const APPLICATION_DEFAULTS = { criminalRecord: 'no' } as const;
