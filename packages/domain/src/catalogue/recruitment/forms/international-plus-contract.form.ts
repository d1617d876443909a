import { COMMON_TERMS, employmentContract, MINIMUM_WAGE_2026 } from './employment-contract';

/**
 * The contract for a worker sponsored on a Health and Care Worker visa, whatever their age
 * (contract-choice.ts): guaranteed hours and pay that meet the sponsorship rules.
 */
export const contractInternationalPlus = employmentContract({
  key: 'international-plus-contract',
  title: 'International Plus Contract',
  version: 1,
  description:
    'Contract of employment for a care worker sponsored by the agency on a Health and Care Worker visa. Please read every section before you sign.',
  terms: [
    {
      id: 'role',
      heading: 'Your role and start',
      text: 'You are employed as a care worker (SOC code 6135), visiting clients in their own homes, from the date you are granted permission to work for the agency, as set out in your Certificate of Sponsorship.',
    },
    {
      id: 'sponsorship',
      heading: 'Sponsorship',
      text: 'The agency holds a Skilled Worker sponsor licence and sponsors you for this role. You may work for the agency only in the role and at the pay your Certificate of Sponsorship names. You must keep your visa and biometric residence permit or eVisa valid, tell the office of any change of address, contact details or immigration status within 10 days, and attend a right-to-work check before your permission ends. The agency must report to the Home Office if you do not start, miss 10 working days in a row without permission, or your employment ends. The agency pays the Certificate of Sponsorship fee and the Immigration Skills Charge and will not ask you to repay them.',
    },
    {
      id: 'hours',
      heading: 'Hours',
      text: 'You are guaranteed 39 hours’ work a week, averaged over each pay month, rostered across seven days. Working time will not exceed 48 hours a week averaged over 17 weeks unless you choose in writing to opt out.',
    },
    {
      id: 'pay',
      heading: 'Pay',
      text: `You are paid the annual salary on your Certificate of Sponsorship, never less than the going rate for the role under the Immigration Rules nor the National Living Wage (${MINIMUM_WAGE_2026.livingWage21Plus} an hour from 1 April 2026), paid monthly in arrears by bank transfer. Travel time between visits is paid; mileage at 45p a mile. No deduction is made for your visa, travel to the UK or accommodation unless you agree it in writing.`,
    },
    COMMON_TERMS.holiday,
    COMMON_TERMS.sickness,
    {
      id: 'probation',
      heading: 'Probation',
      text: 'The first six months are a probation period, with reviews at one, three and six months.',
    },
    {
      id: 'notice',
      heading: 'Notice',
      text: 'During probation either of us may end the employment with one week’s notice. After probation you must give four weeks’ notice; the agency will give one week for each complete year of service, with a minimum of four weeks. If your employment ends, the agency will tell you how it affects your visa.',
    },
    COMMON_TERMS.confidentiality,
    COMMON_TERMS.conduct,
  ],
});
