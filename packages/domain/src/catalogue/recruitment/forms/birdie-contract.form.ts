import { COMMON_TERMS, employmentContract, MINIMUM_WAGE_2026 } from './employment-contract';

/**
 * The contract for carers hired on the Birdie route (contract-choice.ts): visits planned and
 * recorded in the Birdie care app on the carer's phone, with guaranteed hours.
 */
export const birdieContract = employmentContract({
  key: 'birdie-contract',
  title: 'Birdie Contract',
  version: 1,
  description:
    'Contract of employment for a care assistant on the Birdie programme. Please read every section before you sign.',
  terms: [
    {
      id: 'role',
      heading: 'Your role and start',
      text: 'You are employed as a care assistant on the Birdie programme from the start date in your offer letter. Your rota, care plans and visit notes are in the Birdie app on your phone, and you check in and out of every visit with it.',
    },
    {
      id: 'hours',
      heading: 'Hours',
      text: 'You are guaranteed 20 hours’ work a week, averaged over four weeks, and may agree to more. Rotas are published in the app at least two weeks ahead. Working time will not exceed 48 hours a week averaged over 17 weeks unless you choose in writing to opt out.',
    },
    {
      id: 'pay',
      heading: 'Pay',
      text: `You are paid the hourly rate in your offer letter, never less than the National Minimum Wage or National Living Wage for your age (${MINIMUM_WAGE_2026.livingWage21Plus} an hour at 21 and over, ${MINIMUM_WAGE_2026.age18to20} at 18 to 20, from 1 April 2026), for contact and travel time, worked out from the times recorded in the app. Mileage is paid at 45p a mile. The agency pays £10 a month towards your phone’s data. Pay is monthly in arrears by bank transfer.`,
    },
    {
      id: 'phone',
      heading: 'Your phone and the app',
      text: 'You must keep the app up to date, protect your phone with a passcode, and never take screenshots of client information. Tell the office at once if your phone is lost or stolen, so access can be withdrawn.',
    },
    COMMON_TERMS.holiday,
    COMMON_TERMS.sickness,
    {
      id: 'probation',
      heading: 'Probation',
      text: 'The first three months are a probation period, with reviews at four and twelve weeks.',
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
