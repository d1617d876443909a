import { COMMON_TERMS, employmentContract, MINIMUM_WAGE_2026 } from './employment-contract';

/** The care assistant's contract for a UK-resident applicant aged 18 to 20 (contract-choice.ts). */
export const contract18to20 = employmentContract({
  key: '18to20-contract',
  title: '18 to 20 Contract',
  version: 1,
  description:
    'Contract of employment for a care assistant aged 18 to 20. Please read every section before you sign.',
  terms: [
    {
      id: 'role',
      heading: 'Your role and start',
      text: 'You are employed as a care assistant, visiting clients in their own homes, from the start date in your offer letter. For your first eight weeks you work alongside an experienced carer (shadow visits) and do not visit alone until your supervisor has signed off your competence.',
    },
    {
      id: 'hours',
      heading: 'Hours',
      text: 'Your hours vary with the visits you accept; there is no guaranteed minimum, and you may turn down work offered. You will not be rostered for more than 48 hours in any week, or for visits ending after 11pm without your agreement, and you have at least 11 hours’ rest between working days.',
    },
    {
      id: 'pay',
      heading: 'Pay',
      text: `You are paid the hourly rate in your offer letter, never less than the National Minimum Wage for workers aged 18 to 20 (${MINIMUM_WAGE_2026.age18to20} an hour from 1 April 2026). On your 21st birthday your rate rises to at least the National Living Wage (${MINIMUM_WAGE_2026.livingWage21Plus} an hour). Travel time between consecutive visits is paid; mileage at 45p a mile. Pay is monthly in arrears by bank transfer.`,
    },
    COMMON_TERMS.holiday,
    COMMON_TERMS.sickness,
    {
      id: 'probation',
      heading: 'Probation',
      text: 'The first three months are a probation period, with reviews at four, eight and twelve weeks and a named mentor throughout. It may be extended once by up to three months.',
    },
    {
      id: 'notice',
      heading: 'Notice',
      text: 'During probation either of us may end the employment with one week’s notice. After probation you must give four weeks’ notice; the agency will give one week for each complete year of service, with a minimum of four weeks.',
    },
    COMMON_TERMS.confidentiality,
    COMMON_TERMS.conduct,
  ],
});
