import { COMMON_TERMS, employmentContract, MINIMUM_WAGE_2026 } from './employment-contract';

/** The care assistant's contract for a UK-resident applicant aged 21 or over (contract-choice.ts). */
export const contract21Plus = employmentContract({
  key: '21plus-contract',
  title: '21 Plus Contract',
  version: 1,
  description:
    'Contract of employment for a care assistant aged 21 or over. Please read every section before you sign.',
  terms: [
    {
      id: 'role',
      heading: 'Your role and start',
      text: 'You are employed as a care assistant, visiting clients in their own homes, from the start date in your offer letter. Your continuous employment starts on that date.',
    },
    {
      id: 'hours',
      heading: 'Hours',
      text: 'Your hours vary with the visits you accept; there is no guaranteed minimum, and you may turn down work offered. Rotas are published at least one week ahead. Your working time is averaged over 17 weeks and will not exceed 48 hours a week unless you choose in writing to opt out.',
    },
    {
      id: 'pay',
      heading: 'Pay',
      text: `You are paid the hourly rate in your offer letter, never less than the National Living Wage for workers aged 21 and over (${MINIMUM_WAGE_2026.livingWage21Plus} an hour from 1 April 2026), for contact time and for travel time between consecutive visits. Mileage is paid at 45p a mile between visits. Pay is monthly in arrears by bank transfer on the last working day of the month.`,
    },
    COMMON_TERMS.holiday,
    COMMON_TERMS.sickness,
    {
      id: 'probation',
      heading: 'Probation',
      text: 'The first three months are a probation period, with reviews at four and twelve weeks. It may be extended once by up to three months.',
    },
    {
      id: 'notice',
      heading: 'Notice',
      text: 'During probation either of us may end the employment with one week’s notice. After probation you must give four weeks’ notice; the agency will give one week for each complete year of service, with a minimum of four weeks and a maximum of twelve.',
    },
    COMMON_TERMS.confidentiality,
    COMMON_TERMS.conduct,
  ],
});
