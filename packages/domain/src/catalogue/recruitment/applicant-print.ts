/**
 * The applicant's letters and forms to print (spec §2.2): each a page of the app
 * (/app/:id/<segment>[/:client]) and a PDF from the server (/api/v1/applicants/:id/print/<key>.pdf).
 * A letter that goes out on an office's letterhead takes that office (a branch) as its `:client`.
 */
export const APPLICANT_PRINTS = [
  { key: 'interview', segment: 'print-interview', title: 'Print Interview', letterhead: true },
  { key: 'training', segment: 'print-training', title: 'Print Training', letterhead: true },
  { key: 'rejection', segment: 'print-rejection', title: 'Print Rejection', letterhead: true },
  {
    key: 'post-interview',
    segment: 'print-post-interview',
    title: 'Print Post-interview',
    letterhead: false,
  },
  {
    key: 'induction-pack',
    segment: 'print-induction-pack',
    title: 'Print Induction Pack',
    letterhead: false,
  },
  {
    key: 'enhanced-dbs-form',
    segment: 'print-enhanced-dbs-form',
    title: 'Print Enhanced DBS Form',
    letterhead: false,
  },
] as const;
export type ApplicantPrintKey = (typeof APPLICANT_PRINTS)[number]['key'];

/** The emails the office previews and sends from the applicant's file (spec §2.2). */
export const APPLICANT_EMAILS = [
  { key: 'interview', segment: 'email-interview', title: 'Interview Email' },
  { key: 'training', segment: 'training-email', title: 'Training Email' },
] as const;
export type ApplicantEmailKey = (typeof APPLICANT_EMAILS)[number]['key'];

/** The induction every new support worker goes through before a first visit alone. */
export const INDUCTION_CHECKLIST = [
  'Care Certificate standards 1–15 started, with a date to finish within 12 weeks',
  'Moving and handling (practical)',
  'Safeguarding adults (level 1)',
  'Medication administration and the MAR chart',
  'Infection prevention and control',
  'Basic life support and first aid',
  'Lone working and the on-call number',
  'Confidentiality and data protection (UK GDPR)',
  'The electronic call monitoring app',
  'Two shadow shifts with a senior carer',
] as const;
