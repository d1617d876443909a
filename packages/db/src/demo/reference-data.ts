import { STANDARD_TRAINING_COURSES, STANDARD_VISIT_TYPE_ROWS } from '@care360/domain';
import type { DemoSeeder } from './demo-seeder';
import { MEDICINES_DEMO_DATA } from './medicines-data';

/**
 * Demo reference data of the Meadowbank organisation: a Yorkshire home-care agency with
 * branches in Leeds, Harrogate and York. Values are what a user would type into the add form
 * (money in pence, dates YYYY-MM-DD, times HH:MM); every row is checked against its kind's
 * createSchema in seed.test.ts and parsed through it again when seeded.
 */

/** A reference to another demo record, by the value of its kind's title field. */
export interface DemoRef {
  $ref: string;
  title: string;
}
export type DemoValues = Record<string, unknown>;
export interface DemoRow {
  values: DemoValues;
  /** Nested records, by kind name. */
  nested?: Record<string, DemoRow[]>;
}

const ref = (kind: string, title: string): DemoRef => ({ $ref: kind, title });
const rows = (...values: DemoValues[]): DemoRow[] => values.map((v) => ({ values: v }));

export const isDemoRef = (value: unknown): value is DemoRef =>
  typeof value === 'object' && value !== null && '$ref' in value && 'title' in value;

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Calendar months April to March of the financial year starting in `year`. */
function monthlyPeriods(year: number): DemoRow[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = (3 + i) % 12;
    const y = year + (i >= 9 ? 1 : 0);
    const start = new Date(Date.UTC(y, month, 1));
    const end = new Date(Date.UTC(y, month + 1, 0));
    return {
      values: {
        name: `${start.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${y}`,
        number: i + 1,
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
      },
    };
  });
}

/** Thirteen four-week periods from `start` (a Monday). */
function fourWeeklyPeriods(start: string): DemoRow[] {
  return Array.from({ length: 13 }, (_, i) => ({
    values: {
      name: `Period ${i + 1}`,
      number: i + 1,
      startDate: addDays(start, i * 28),
      endDate: addDays(start, i * 28 + 27),
    },
  }));
}

function funderScales(
  day2025: number,
  day2026: number,
  o: { weekend?: number; bankHoliday?: number; mileage?: number } = {},
): DemoRow[] {
  const uplift = (pence: number, from: number, to: number) => Math.round((pence * to) / from);
  return rows(
    {
      name: 'Standard hourly rate 2025/26',
      ratePerHour: day2025,
      weekendRatePerHour: o.weekend ? uplift(o.weekend, day2026, day2025) : null,
      bankHolidayRatePerHour: o.bankHoliday ? uplift(o.bankHoliday, day2026, day2025) : null,
      mileagePerMile: o.mileage ?? null,
      effectiveFrom: '2025-04-01',
      effectiveTo: '2026-03-31',
    },
    {
      name: 'Standard hourly rate 2026/27',
      ratePerHour: day2026,
      weekendRatePerHour: o.weekend ?? null,
      bankHolidayRatePerHour: o.bankHoliday ?? null,
      mileagePerMile: o.mileage ?? null,
      effectiveFrom: '2026-04-01',
      effectiveTo: null,
    },
  );
}

const BAND_RATES: Array<[band: string, rate2025: number, rate2026: number]> = [
  ['Band A', 1225, 1275],
  ['Band B', 1250, 1300],
  ['Band C', 1285, 1335],
  ['Band D', 1350, 1400],
  ['Band E', 1425, 1475],
];

function question(number: number, text: string, answerType: string, options?: string[]) {
  return {
    values: {
      number,
      question: text,
      answerType,
      options: options?.join('\n') ?? null,
      answerRequired: answerType !== 'text',
    },
  };
}

const AGREE = ['Strongly agree', 'Agree', 'Neither agree nor disagree', 'Disagree'];

/** Demo rows by kind name, parents before the kinds that refer to them. */
export const REFERENCE_DEMO_DATA: Record<string, DemoRow[]> = {
  // Every organisation starts with the same medicines list (medicines-data.ts).
  medications: MEDICINES_DEMO_DATA,

  // The sector's standard courses (training-status.ts), and one optional course of its own.
  'training-courses': rows(
    ...STANDARD_TRAINING_COURSES.map((course) => ({ ...course, active: true })),
    {
      name: 'Dementia awareness',
      validityMonths: 36,
      mandatory: false,
      appliesTo: 'Carers',
      active: true,
    },
  ),

  'funder-codes': [
    {
      values: {
        code: 'LCC',
        name: 'Leeds City Council',
        type: 'Local authority',
        invoiceEmail: 'homecare.invoices@leeds.example.gov.uk',
        phone: '0113 496 0201',
        active: true,
      },
      nested: {
        'funder-scales': funderScales(2420, 2540, { weekend: 2540, bankHoliday: 3810 }),
      },
    },
    {
      values: {
        code: 'NYC',
        name: 'North Yorkshire Council',
        type: 'Local authority',
        invoiceEmail: 'provider.payments@northyorks.example.gov.uk',
        phone: '0113 496 0202',
        active: true,
      },
      nested: {
        'funder-scales': funderScales(2580, 2710, {
          weekend: 2710,
          bankHoliday: 4065,
          mileage: 45,
        }),
      },
    },
    {
      values: {
        code: 'CYC',
        name: 'City of York Council',
        type: 'Local authority',
        invoiceEmail: 'adult.finance@york.example.gov.uk',
        phone: '0113 496 0203',
        active: true,
      },
      nested: { 'funder-scales': funderScales(2495, 2620, { bankHoliday: 3930 }) },
    },
    {
      values: {
        code: 'WYICB-CHC',
        name: 'NHS West Yorkshire ICB CHC',
        type: 'NHS CHC',
        invoiceEmail: 'chc.invoices@wy.example.nhs.uk',
        phone: '0113 496 0204',
        active: true,
      },
      nested: {
        'funder-scales': funderScales(2790, 2930, { weekend: 3080, bankHoliday: 4395 }),
      },
    },
    {
      values: {
        code: 'HNYICB-CHC',
        name: 'NHS Humber and North Yorkshire ICB CHC',
        type: 'NHS CHC',
        invoiceEmail: 'chc.payments@hny.example.nhs.uk',
        active: true,
      },
      nested: {
        'funder-scales': funderScales(2760, 2900, { weekend: 3045, bankHoliday: 4350 }),
      },
    },
    {
      values: { code: 'PRIV', name: 'Private (self-funding)', type: 'Private', active: true },
      nested: {
        'funder-scales': funderScales(2950, 3150, {
          weekend: 3400,
          bankHoliday: 4725,
          mileage: 45,
        }),
      },
    },
    {
      values: { code: 'DP', name: 'Direct payment', type: 'Direct payment', active: true },
      nested: { 'funder-scales': funderScales(2500, 2650, { bankHoliday: 3975 }) },
    },
  ],

  staffcodes: rows(
    { code: 'CW', name: 'Care Worker', category: 'Care staff', payrollCode: 'HC01', active: true },
    {
      code: 'SCW',
      name: 'Senior Care Worker',
      category: 'Care staff',
      payrollCode: 'HC02',
      active: true,
    },
    {
      code: 'RW',
      name: 'Reablement Support Worker',
      category: 'Care staff',
      payrollCode: 'HC03',
      active: true,
    },
    {
      code: 'LIC',
      name: 'Live-in Carer',
      category: 'Care staff',
      payrollCode: 'HC04',
      active: true,
    },
    {
      code: 'FCS',
      name: 'Field Care Supervisor',
      category: 'Care staff',
      payrollCode: 'HC05',
      active: true,
    },
    {
      code: 'CC',
      name: 'Care Coordinator',
      category: 'Office staff',
      payrollCode: 'OF01',
      active: true,
    },
    {
      code: 'REC',
      name: 'Recruitment Officer',
      category: 'Office staff',
      payrollCode: 'OF02',
      active: true,
    },
    { code: 'TRN', name: 'Trainer', category: 'Office staff', payrollCode: 'OF03', active: true },
    {
      code: 'ADM',
      name: 'Administrator',
      category: 'Office staff',
      payrollCode: 'OF04',
      active: true,
    },
    {
      code: 'RM',
      name: 'Registered Manager',
      category: 'Management',
      payrollCode: 'MG01',
      active: true,
    },
    {
      code: 'DM',
      name: 'Deputy Manager',
      category: 'Management',
      payrollCode: 'MG02',
      active: true,
    },
    { code: 'NCW', name: 'Night Care Worker', category: 'Care staff', active: false },
  ),

  'holiday-reasons': rows(
    {
      name: 'Annual leave',
      code: 'AL',
      paid: true,
      deductsFromEntitlement: true,
      colour: '#2E7D32',
      active: true,
    },
    {
      name: 'Sickness',
      code: 'SICK',
      evidenceRequired: true,
      colour: '#C62828',
      active: true,
    },
    { name: 'Compassionate leave', code: 'CL', paid: true, colour: '#6A1B9A', active: true },
    {
      name: 'Maternity leave',
      code: 'MAT',
      evidenceRequired: true,
      colour: '#AD1457',
      active: true,
    },
    {
      name: 'Paternity leave',
      code: 'PAT',
      evidenceRequired: true,
      colour: '#1565C0',
      active: true,
    },
    { name: 'Time off for dependants', code: 'DEP', colour: '#EF6C00', active: true },
    { name: 'Unpaid leave', code: 'UPL', colour: '#757575', active: true },
    {
      name: 'Jury service',
      code: 'JURY',
      evidenceRequired: true,
      colour: '#4E342E',
      active: true,
    },
    { name: 'Medical appointment', code: 'MED', colour: '#00838F', active: true },
    { name: 'Training day', code: 'TRD', paid: true, colour: '#F9A825', active: true },
  ),

  'disability-codes': rows(
    {
      name: "Alzheimer's disease",
      code: '26929004',
      category: 'Dementia',
      carerGuidance:
        'Use short sentences and give one choice at a time. Report new confusion or agitation to the office.',
      active: true,
    },
    { name: 'Vascular dementia', code: '429998004', category: 'Dementia', active: true },
    {
      name: "Parkinson's disease",
      code: '49049000',
      category: 'Neurological',
      carerGuidance: 'Medication must be given on time: call the office if a visit will be late.',
      active: true,
    },
    {
      name: 'Stroke (after-effects)',
      code: '230690007',
      category: 'Neurological',
      carerGuidance: 'Check the care plan for the weaker side and the safe swallow advice.',
      active: true,
    },
    { name: 'Multiple sclerosis', code: '24700007', category: 'Neurological', active: true },
    { name: 'Epilepsy', code: '84757009', category: 'Neurological', active: true },
    {
      name: 'Type 2 diabetes',
      code: '44054006',
      category: 'Endocrine',
      carerGuidance: 'Know the signs of a hypo: shakiness, sweating, confusion.',
      active: true,
    },
    {
      name: 'Chronic obstructive pulmonary disease (COPD)',
      code: '13645005',
      category: 'Respiratory',
      active: true,
    },
    { name: 'Heart failure', code: '84114007', category: 'Cardiovascular', active: true },
    { name: 'Osteoarthritis', code: '396275006', category: 'Musculoskeletal', active: true },
    { name: 'Learning disability', category: 'Learning disability', active: true },
    { name: 'Sight loss', category: 'Sensory', active: true },
    { name: 'Hearing loss', category: 'Sensory', active: true },
    { name: 'Depression', code: '35489007', category: 'Mental health', active: true },
  ),

  assessors: rows(
    {
      name: 'Joanne Hartley',
      role: 'Social worker',
      organisation: 'Leeds City Council Adult Social Care',
      email: 'joanne.hartley@leeds.example.gov.uk',
      phone: '0113 496 0311',
      active: true,
    },
    {
      name: 'Imran Hussain',
      role: 'Occupational therapist',
      organisation: 'Leeds Community Healthcare NHS Trust',
      email: 'imran.hussain@lch.example.nhs.uk',
      phone: '0113 496 0312',
      active: true,
    },
    {
      name: 'Claire Whitaker',
      role: 'CHC nurse assessor',
      organisation: 'NHS West Yorkshire ICB',
      email: 'claire.whitaker@wy.example.nhs.uk',
      phone: '0113 496 0313',
      active: true,
    },
    {
      name: 'David Armitage',
      role: 'Social worker',
      organisation: 'North Yorkshire Council Health and Adult Services',
      email: 'david.armitage@northyorks.example.gov.uk',
      phone: '0113 496 0314',
      active: true,
    },
    {
      name: 'Helen Brook',
      role: 'Community nurse',
      organisation: 'Harrogate and District NHS Foundation Trust',
      phone: '0113 496 0315',
      active: true,
    },
    {
      name: 'Rachel Simpson',
      role: 'Care manager',
      organisation: 'City of York Council',
      email: 'rachel.simpson@york.example.gov.uk',
      phone: '0113 496 0316',
      active: true,
    },
    {
      name: 'Priya Shah',
      role: 'Internal assessor',
      organisation: 'Meadowbank Home Care',
      email: 'priya.shah@meadowbank.example.co.uk',
      phone: '07700 900412',
      active: true,
    },
    {
      name: 'Tom Fletcher',
      role: 'Internal assessor',
      organisation: 'Meadowbank Home Care',
      email: 'tom.fletcher@meadowbank.example.co.uk',
      phone: '07700 900413',
      active: true,
    },
    {
      name: 'Mark Jowett',
      role: 'Occupational therapist',
      organisation: 'Leeds City Council Reablement Service',
      active: false,
    },
  ),

  'document-upload-types': rows(
    {
      name: 'Enhanced DBS certificate',
      appliesTo: 'Carer',
      requiredAtOnboarding: true,
      expires: true,
      reminderDays: 60,
      allowedFileTypes: ['pdf', 'jpg', 'png'],
      guidance: 'Upload both pages. Renewed every three years, or use the DBS Update Service.',
      active: true,
    },
    {
      name: 'Right to work evidence',
      appliesTo: 'Carer',
      requiredAtOnboarding: true,
      expires: true,
      reminderDays: 90,
      allowedFileTypes: ['pdf', 'jpg', 'png', 'heic'],
      guidance: 'A passport, share code check or BRP. Record the expiry of any time-limited leave.',
      active: true,
    },
    {
      name: 'Proof of address',
      appliesTo: 'Carer',
      requiredAtOnboarding: true,
      allowedFileTypes: ['pdf', 'jpg', 'png', 'heic'],
      guidance: 'A utility bill or bank statement from the last three months.',
      active: true,
    },
    {
      name: 'Driving licence',
      appliesTo: 'Carer',
      expires: true,
      reminderDays: 30,
      allowedFileTypes: ['jpg', 'png', 'heic', 'pdf'],
      active: true,
    },
    {
      name: 'Business car insurance',
      appliesTo: 'Carer',
      expires: true,
      reminderDays: 30,
      allowedFileTypes: ['pdf', 'jpg', 'png'],
      guidance: 'The policy must cover business use (commuting between clients).',
      active: true,
    },
    {
      name: 'Care Certificate',
      appliesTo: 'Carer',
      allowedFileTypes: ['pdf', 'jpg', 'png'],
      active: true,
    },
    {
      name: 'Signed contract of employment',
      appliesTo: 'Office employee',
      requiredAtOnboarding: true,
      allowedFileTypes: ['pdf', 'docx'],
      active: true,
    },
    {
      name: 'P45',
      appliesTo: 'Office employee',
      allowedFileTypes: ['pdf', 'jpg', 'png'],
      active: true,
    },
    {
      name: 'Care needs assessment',
      appliesTo: 'Client',
      requiredAtOnboarding: true,
      allowedFileTypes: ['pdf', 'docx'],
      guidance: "The council's or CHC assessment that the care package is based on.",
      active: true,
    },
    {
      name: 'Lasting power of attorney',
      appliesTo: 'Client',
      allowedFileTypes: ['pdf', 'jpg', 'png'],
      guidance: 'Check it is registered with the Office of the Public Guardian.',
      active: true,
    },
    {
      name: 'DNACPR form',
      appliesTo: 'Client',
      allowedFileTypes: ['pdf', 'jpg', 'png', 'heic'],
      guidance: 'Do not attempt cardiopulmonary resuscitation decision (ReSPECT form if used).',
      active: true,
    },
    {
      name: 'Medication administration record',
      appliesTo: 'Client',
      expires: true,
      reminderDays: 7,
      allowedFileTypes: ['pdf', 'jpg', 'png'],
      active: true,
    },
  ),

  equipments: rows(
    {
      name: 'Mobile hoist',
      category: 'Moving and handling',
      trainingRequired: true,
      inspectionMonths: 6,
      notes: 'Two carers for every hoist transfer.',
    },
    {
      name: 'Ceiling track hoist',
      category: 'Moving and handling',
      trainingRequired: true,
      inspectionMonths: 6,
    },
    {
      name: 'Hoist sling',
      category: 'Moving and handling',
      trainingRequired: true,
      inspectionMonths: 6,
      notes: "Use only the client's own sling, in the size on the care plan.",
    },
    {
      name: 'Stand aid',
      category: 'Moving and handling',
      trainingRequired: true,
      inspectionMonths: 6,
    },
    { name: 'Slide sheets', category: 'Moving and handling', trainingRequired: true },
    { name: 'Rotating turntable', category: 'Moving and handling', trainingRequired: true },
    {
      name: 'Profiling bed',
      category: 'Beds and pressure care',
      trainingRequired: true,
      inspectionMonths: 12,
    },
    { name: 'Pressure-relieving mattress', category: 'Beds and pressure care' },
    { name: 'Commode', category: 'Bathing and toileting' },
    { name: 'Bath lift', category: 'Bathing and toileting', inspectionMonths: 12 },
    { name: 'Wheelchair', category: 'Mobility' },
    { name: 'Walking frame', category: 'Mobility' },
    { name: 'Pendant alarm', category: 'Telecare and sensors' },
    { name: 'Key safe', category: 'Daily living', notes: 'Code kept on the client record only.' },
  ),

  holidays: rows(
    { name: "New Year's Day", date: '2026-01-01' },
    { name: 'Good Friday', date: '2026-04-03' },
    { name: 'Easter Monday', date: '2026-04-06' },
    { name: 'Early May bank holiday', date: '2026-05-04' },
    { name: 'Spring bank holiday', date: '2026-05-25' },
    { name: 'Summer bank holiday', date: '2026-08-31' },
    { name: 'Christmas Day', date: '2026-12-25' },
    { name: 'Boxing Day (substitute day)', date: '2026-12-28' },
    { name: "New Year's Day", date: '2027-01-01' },
    { name: 'Good Friday', date: '2027-03-26' },
    { name: 'Easter Monday', date: '2027-03-29' },
    { name: 'Early May bank holiday', date: '2027-05-03' },
    { name: 'Spring bank holiday', date: '2027-05-31' },
    { name: 'Summer bank holiday', date: '2027-08-30' },
    { name: 'Christmas Day (substitute day)', date: '2027-12-27' },
    { name: 'Boxing Day (substitute day)', date: '2027-12-28' },
  ).map((row) => ({
    values: { ...row.values, region: 'England and Wales', enhancedPay: true },
  })),

  bands: rows(
    {
      name: 'Band A',
      level: 1,
      description: 'New care workers during induction and the Care Certificate',
      qualification: 'None: Care Certificate in progress',
      active: true,
    },
    {
      name: 'Band B',
      level: 2,
      description: 'Care workers who have completed the Care Certificate',
      qualification: 'Care Certificate',
      active: true,
    },
    {
      name: 'Band C',
      level: 3,
      description: 'Experienced care workers, including medication and PEG competencies',
      qualification: 'Level 2 Diploma in Care',
      active: true,
    },
    {
      name: 'Band D',
      level: 4,
      description: 'Senior care workers who mentor and shadow new starters',
      qualification: 'Level 3 Diploma in Adult Care',
      active: true,
    },
    {
      name: 'Band E',
      level: 5,
      description: 'Complex care and field care supervisors',
      qualification: 'Level 3 Diploma in Adult Care and complex care training',
      active: true,
    },
  ),

  'carer-hourly-rates': BAND_RATES.flatMap(([band, rate2025, rate2026]) =>
    rows(
      {
        name: `${band} 2025/26`,
        band: ref('bands', band),
        weekdayRate: rate2025,
        weekendRate: rate2025 + 75,
        bankHolidayRate: Math.round(rate2025 * 1.5),
        mileageRate: 30,
        effectiveFrom: '2025-04-01',
        effectiveTo: '2026-03-31',
      },
      {
        name: `${band} 2026/27`,
        band: ref('bands', band),
        weekdayRate: rate2026,
        weekendRate: rate2026 + 75,
        bankHolidayRate: Math.round(rate2026 * 1.5),
        mileageRate: 35,
        effectiveFrom: '2026-04-01',
      },
    ),
  ),

  'fiscal-years': rows(
    { name: '2023/24', startDate: '2023-04-01', endDate: '2024-03-31', closed: true },
    { name: '2024/25', startDate: '2024-04-01', endDate: '2025-03-31', closed: true },
    { name: '2025/26', startDate: '2025-04-01', endDate: '2026-03-31', closed: true },
    { name: '2026/27', startDate: '2026-04-01', endDate: '2027-03-31', current: true },
    { name: '2027/28', startDate: '2027-04-01', endDate: '2028-03-31' },
  ),

  'organization-period-years': [
    {
      values: {
        name: '2025/26',
        startDate: '2025-04-01',
        endDate: '2026-03-31',
        periodType: 'Monthly',
      },
      nested: { 'organization-periods': monthlyPeriods(2025) },
    },
    {
      values: {
        name: '2026/27',
        startDate: '2026-04-06',
        endDate: '2027-04-04',
        periodType: 'Four-weekly',
      },
      nested: { 'organization-periods': fourWeeklyPeriods('2026-04-06') },
    },
  ],

  'reablement-equipments': rows(
    {
      name: 'Perching stool',
      category: 'Kitchen and daily living',
      supplier: 'Leeds Community Equipment Service',
      loanWeeks: 6,
      returnable: true,
    },
    {
      name: 'Raised toilet seat',
      category: 'Bathing and toileting',
      supplier: 'Leeds Community Equipment Service',
      loanWeeks: 6,
      returnable: true,
    },
    {
      name: 'Toilet frame',
      category: 'Bathing and toileting',
      supplier: 'Leeds Community Equipment Service',
      loanWeeks: 6,
      returnable: true,
    },
    {
      name: 'Bath board',
      category: 'Bathing and toileting',
      supplier: 'North Yorkshire Community Equipment Service',
      loanWeeks: 6,
      returnable: true,
    },
    {
      name: 'Four-wheeled walker',
      category: 'Mobility',
      supplier: 'Leeds Community Equipment Service',
      loanWeeks: 6,
      returnable: true,
    },
    {
      name: 'Walking stick',
      category: 'Mobility',
      supplier: 'Leeds Community Equipment Service',
      returnable: false,
      notes: 'Issued to keep: not collected at the end of reablement.',
    },
    {
      name: 'Kitchen trolley',
      category: 'Kitchen and daily living',
      supplier: 'North Yorkshire Community Equipment Service',
      loanWeeks: 6,
      returnable: true,
    },
    {
      name: 'Long-handled reacher',
      category: 'Kitchen and daily living',
      returnable: false,
    },
    {
      name: 'Bed lever',
      category: 'Transfers',
      supplier: 'Leeds Community Equipment Service',
      loanWeeks: 6,
      returnable: true,
      notes: 'Fitted by the equipment service, not by carers.',
    },
    {
      name: 'Chair raisers',
      category: 'Transfers',
      supplier: 'City of York Council Equipment Store',
      loanWeeks: 6,
      returnable: true,
    },
  ),

  areacodes: rows(
    { code: 'LDS-C', name: 'Leeds City Centre', postcodeDistricts: 'LS1, LS2, LS3', active: true },
    {
      code: 'LDS-N',
      name: 'North Leeds',
      postcodeDistricts: 'LS6, LS7, LS16, LS17',
      active: true,
    },
    {
      code: 'LDS-E',
      name: 'East Leeds',
      postcodeDistricts: 'LS8, LS9, LS14, LS15',
      active: true,
    },
    {
      code: 'LDS-S',
      name: 'South Leeds',
      postcodeDistricts: 'LS10, LS11, LS26',
      active: true,
    },
    {
      code: 'LDS-W',
      name: 'West Leeds',
      postcodeDistricts: 'LS12, LS13, LS28',
      active: true,
    },
    { code: 'HGT-T', name: 'Harrogate Town', postcodeDistricts: 'HG1, HG2, HG3', active: true },
    { code: 'HGT-K', name: 'Knaresborough', postcodeDistricts: 'HG5', active: true },
    { code: 'HGT-R', name: 'Ripon', postcodeDistricts: 'HG4', active: true },
    {
      code: 'YRK-C',
      name: 'York Central',
      postcodeDistricts: 'YO1, YO23, YO24',
      active: true,
    },
    {
      code: 'YRK-N',
      name: 'York North',
      postcodeDistricts: 'YO30, YO31, YO32',
      active: true,
    },
    { code: 'YRK-E', name: 'York East', postcodeDistricts: 'YO10, YO19', active: true },
  ),

  careers: rows(
    {
      title: 'Home Care Assistant',
      location: 'North Leeds',
      employmentType: 'Part time',
      hours: '16 to 30 hours a week, including alternate weekends',
      salary: '£12.75 to £13.35 an hour plus 35p a mile',
      closingDate: '2026-12-18',
      description:
        'Support older people to live well at home: personal care, meals, medication prompts and companionship. Full paid training and the Care Certificate; no experience needed.',
      published: true,
    },
    {
      title: 'Home Care Assistant (drivers)',
      location: 'Harrogate and Knaresborough',
      employmentType: 'Full time',
      hours: '37.5 hours a week on a four-on, three-off rota',
      salary: '£13.00 to £13.35 an hour plus 35p a mile',
      closingDate: '2026-12-31',
      description:
        'Rural rounds around Harrogate and Knaresborough. A full UK driving licence and your own car with business insurance are essential.',
      published: true,
    },
    {
      title: 'Senior Care Worker',
      location: 'York',
      employmentType: 'Full time',
      hours: '37.5 hours a week',
      salary: '£14.00 an hour',
      closingDate: '2027-01-08',
      description:
        'Lead a small team of carers, carry out spot checks and shadow new starters. Level 3 Diploma in Adult Care (or working towards it) required.',
      published: true,
    },
    {
      title: 'Reablement Support Worker',
      location: 'Leeds',
      employmentType: 'Fixed term',
      hours: '30 hours a week for 12 months',
      salary: '£13.35 an hour',
      closingDate: '2026-12-11',
      description:
        'Help people regain independence after a hospital stay, working alongside occupational therapists from the council reablement service.',
      published: true,
    },
    {
      title: 'Bank Care Worker',
      location: 'Leeds, Harrogate and York',
      employmentType: 'Bank',
      hours: 'As and when, to cover holidays and sickness',
      salary: '£12.75 an hour',
      description: 'Flexible work that fits around study or other commitments.',
      published: true,
    },
    {
      title: 'Care Coordinator',
      location: 'Leeds Central office',
      employmentType: 'Full time',
      hours: '37.5 hours a week, Monday to Friday, plus an on-call rota',
      salary: '£25,500 to £27,000 a year',
      closingDate: '2026-12-04',
      description:
        'Plan rotas for around 120 clients, match carers to visits and keep clients and families informed.',
      published: true,
    },
    {
      title: 'Night Care Worker',
      location: 'York',
      employmentType: 'Zero hours',
      hours: 'Waking and sleeping nights, 22:00 to 07:00',
      salary: '£14.10 an hour (waking nights)',
      closingDate: '2026-10-30',
      description: 'Overnight support for clients at the end of life and with complex needs.',
      published: false,
    },
  ),

  'carer-surveys': [
    {
      values: {
        title: 'Carer wellbeing survey 2026',
        status: 'Open',
        opensOn: '2026-11-02',
        closesOn: '2026-11-30',
        anonymous: true,
        introduction:
          'Tell us honestly how work is going. Answers are anonymous and help us plan support.',
      },
      nested: {
        'carer-survey-submissions': rows(
          {
            respondent: null,
            submittedAt: '2026-11-03T18:42:00.000Z',
            score: 82,
            comments:
              'Good support from the Leeds office. More travel time on the Otley run please.',
          },
          {
            respondent: null,
            submittedAt: '2026-11-05T07:15:00.000Z',
            score: 64,
            comments: 'Rota changes at short notice are hard with childcare.',
          },
          { respondent: null, submittedAt: '2026-11-09T21:03:00.000Z', score: 91, comments: null },
          {
            respondent: null,
            submittedAt: '2026-11-14T12:30:00.000Z',
            score: 73,
            comments: 'Would like more dementia training.',
          },
        ),
        'carer-survey-questions': [
          question(1, 'I feel supported by the office team.', 'choice', AGREE),
          question(2, 'How would you rate your rota overall?', 'rating'),
          question(3, 'Do you get enough travel time between visits?', 'yesNo'),
          question(4, 'Have you had a supervision in the last three months?', 'yesNo'),
          question(5, 'How would you rate the training you have received?', 'rating'),
          question(6, 'I would recommend Meadowbank as a place to work.', 'choice', AGREE),
          question(7, 'What one thing would make your job better?', 'text'),
        ],
      },
    },
    {
      values: {
        title: 'Annual carer satisfaction survey 2025',
        status: 'Closed',
        opensOn: '2025-10-01',
        closesOn: '2025-10-31',
        anonymous: true,
      },
      nested: {
        'carer-survey-questions': [
          question(1, 'How satisfied are you with your job?', 'rating'),
          question(2, 'Do you have the equipment and PPE you need?', 'yesNo'),
          question(3, 'How well does the office communicate changes to your rota?', 'rating'),
          question(4, 'Any other comments?', 'text'),
        ],
      },
    },
    {
      values: {
        title: 'Training needs survey 2027',
        status: 'Draft',
        opensOn: '2027-01-11',
        closesOn: '2027-02-05',
        anonymous: false,
      },
      nested: {
        'carer-survey-questions': [
          question(1, 'Which training would help you most?', 'choice', [
            'Dementia care',
            'End of life care',
            'Catheter and stoma care',
            'PEG feeding',
            'Epilepsy and rescue medication',
          ]),
          question(2, 'Would you like to start a Level 3 Diploma?', 'yesNo'),
        ],
      },
    },
  ],

  'office-employee-surveys': [
    {
      values: {
        title: 'Office staff engagement survey 2026',
        status: 'Open',
        opensOn: '2026-11-09',
        closesOn: '2026-12-04',
        anonymous: true,
      },
      nested: {
        'office-employee-survey-submissions': rows(
          {
            respondent: 'Sarah Whitaker',
            submittedAt: '2026-10-12T09:10:00.000Z',
            score: 78,
            comments: 'The new rota screen saves me an hour a day.',
          },
          {
            respondent: 'Daniel Okoye',
            submittedAt: '2026-10-13T16:45:00.000Z',
            score: 69,
            comments: 'On-call weekends are still too frequent.',
          },
        ),
        'office-employee-survey-questions': [
          question(1, 'I understand what is expected of me at work.', 'choice', AGREE),
          question(2, 'How manageable is your workload?', 'rating'),
          question(3, 'How would you rate the out-of-hours on-call arrangements?', 'rating'),
          question(4, 'Do you have the systems and equipment you need?', 'yesNo'),
          question(5, 'What should we start, stop or keep doing?', 'text'),
        ],
      },
    },
    {
      values: {
        title: 'Hybrid working feedback',
        status: 'Closed',
        opensOn: '2026-03-02',
        closesOn: '2026-03-20',
        anonymous: false,
      },
      nested: {
        'office-employee-survey-questions': [
          question(1, 'How many days a week would you like to work from home?', 'choice', [
            'None',
            'One',
            'Two',
            'Three or more',
          ]),
          question(2, 'Does working from home affect your contact with carers?', 'yesNo'),
          question(3, 'Comments', 'text'),
        ],
      },
    },
  ],

  'npc-codes': rows(
    {
      code: 'TRN',
      description: 'Mandatory training',
      paid: true,
      countsForMinimumWage: true,
      active: true,
    },
    {
      code: 'IND',
      description: 'Induction',
      paid: true,
      countsForMinimumWage: true,
      active: true,
    },
    {
      code: 'SHD',
      description: 'Shadowing a senior carer',
      paid: true,
      countsForMinimumWage: true,
      active: true,
    },
    {
      code: 'SUP',
      description: 'Supervision or appraisal',
      paid: true,
      countsForMinimumWage: true,
      active: true,
    },
    {
      code: 'MTG',
      description: 'Team meeting',
      paid: true,
      countsForMinimumWage: true,
      active: true,
    },
    {
      code: 'TRV',
      description: 'Travel between visits',
      paid: true,
      countsForMinimumWage: true,
      active: true,
    },
    {
      code: 'WAIT',
      description: 'Waiting time between visits',
      paid: false,
      countsForMinimumWage: true,
      active: true,
    },
    {
      code: 'ADM',
      description: 'Paperwork and care notes',
      paid: true,
      countsForMinimumWage: true,
      active: true,
    },
    {
      code: 'OCL',
      description: 'On-call (office out of hours)',
      paid: true,
      countsForMinimumWage: false,
      active: true,
    },
    { code: 'BRK', description: 'Unpaid break', active: true },
    {
      code: 'CXL',
      description: 'Short-notice visit cancellation',
      paid: true,
      countsForMinimumWage: true,
      active: true,
    },
  ),

  'event-categories': rows(
    {
      name: 'Team meeting',
      colour: '#1565C0',
      description: 'Branch team meetings',
      active: true,
    },
    {
      name: 'Training session',
      colour: '#F9A825',
      description: 'Classroom and practical training',
      active: true,
    },
    {
      name: 'Supervision',
      colour: '#6A1B9A',
      description: 'One-to-one supervisions',
      active: true,
    },
    {
      name: 'Spot check',
      colour: '#00838F',
      description: 'Unannounced observation of a carer at a visit',
      active: true,
    },
    {
      name: 'Client review',
      colour: '#2E7D32',
      description: 'Care plan reviews with the client and family',
      active: true,
    },
    {
      name: 'Care needs assessment',
      colour: '#EF6C00',
      description: 'First assessment before a package starts',
      active: true,
    },
    {
      name: 'Safeguarding meeting',
      colour: '#C62828',
      description: 'Strategy meetings with the local authority',
      active: true,
    },
    { name: 'CQC inspection', colour: '#37474F', active: true },
    { name: 'Recruitment open day', colour: '#AD1457', active: true },
  ),

  // The rota's legend: every standard code and its G (two or more carers) variant.
  'visit-type-codes': rows(...STANDARD_VISIT_TYPE_ROWS),
  'visit-slots': rows(
    { name: 'Morning', startTime: '07:00', endTime: '10:00', colour: '#FBC02D' },
    { name: 'Mid-morning', startTime: '10:00', endTime: '11:30', colour: '#FFB74D' },
    { name: 'Lunch', startTime: '11:30', endTime: '14:00', colour: '#81C784' },
    { name: 'Afternoon', startTime: '14:00', endTime: '16:00', colour: '#4DB6AC' },
    { name: 'Tea', startTime: '16:00', endTime: '18:30', colour: '#64B5F6' },
    { name: 'Bed', startTime: '19:00', endTime: '22:00', colour: '#7986CB' },
    { name: 'Night sit', startTime: '22:00', endTime: '07:00', colour: '#455A64' },
  ),
  banks: rows(
    { name: 'Barclays', bic: 'BARCGB22', website: 'barclays.co.uk' },
    { name: 'HSBC UK', bic: 'HBUKGB4B', website: 'hsbc.co.uk' },
    { name: 'Lloyds Bank', bic: 'LOYDGB2L', website: 'lloydsbank.com' },
    { name: 'NatWest', bic: 'NWBKGB2L', website: 'natwest.com' },
    { name: 'Santander UK', bic: 'ABBYGB2L', website: 'santander.co.uk' },
    { name: 'Nationwide Building Society', bic: 'NAIAGB21', website: 'nationwide.co.uk' },
    { name: 'Halifax', bic: 'HLFXGB21', website: 'halifax.co.uk' },
    { name: 'TSB', bic: 'TSBSGB2A', website: 'tsb.co.uk' },
    { name: 'The Co-operative Bank', bic: 'CPBKGB22', website: 'co-operativebank.co.uk' },
    { name: 'Metro Bank', bic: 'MYMBGB2L', website: 'metrobankonline.co.uk' },
    { name: 'Monzo', bic: 'MONZGB2L', website: 'monzo.com' },
    { name: 'Starling Bank', bic: 'SRLGGB2L', website: 'starlingbank.com' },
    { name: 'Yorkshire Building Society', bic: 'YORSGB21', website: 'ybs.co.uk' },
  ),
  'news-feed': rows(
    {
      title: 'Winter flu jabs for all staff',
      body: 'Free flu vaccinations are available at Boots and at the Leeds Central office on Tuesdays. Please tell your coordinator once you have had yours.',
      audience: 'All staff',
      publishFrom: '2026-10-05',
      publishUntil: '2026-12-18',
      pinned: true,
    },
    {
      title: 'Mileage rate goes up to 45p a mile',
      body: 'From 1 November the mileage paid between visits rises to 45p a mile. Log journeys in the app as usual.',
      audience: 'Carers',
      publishFrom: '2026-10-20',
      publishUntil: '2026-11-30',
      pinned: false,
    },
    {
      title: 'CQC inspection at Harrogate',
      body: 'The CQC will visit the Harrogate branch in the week of 7 December. Make sure care plans and MAR charts are up to date.',
      audience: 'Office staff',
      publishFrom: '2026-11-16',
      publishUntil: '2026-12-11',
      pinned: true,
    },
    {
      title: 'Christmas rota requests',
      body: 'Send your availability for 24 December to 2 January to your coordinator by 30 November. Bank holiday rates apply on the 25th, 26th and 1st.',
      audience: 'Carers',
      publishFrom: '2026-11-02',
      publishUntil: '2026-11-30',
      pinned: false,
    },
    {
      title: 'New starters induction dates',
      body: 'Care Certificate induction runs on the first Monday of each month at Leeds Central, 9:30 to 16:30.',
      audience: 'All staff',
      publishFrom: '2026-09-01',
      publishUntil: null,
      pinned: false,
    },
  ),
  'staff-meetings': rows(
    {
      title: 'Leeds team meeting — November',
      branchId: ref('branches', 'Leeds Central'),
      meetingDate: '2026-11-12',
      startTime: '14:00',
      endTime: '15:30',
      location: 'Leeds Central training room',
      chair: 'Priya Shah',
      agenda: '1. Winter pressures\n2. Medication errors review\n3. Christmas rota',
      minutes:
        'Two medication errors in October, both missed signatures. Refresher MAR training booked.',
      actions: 'PS to book MAR refresher. All to submit Christmas availability by 30/11.',
    },
    {
      title: 'Harrogate carers forum',
      branchId: ref('branches', 'Harrogate'),
      meetingDate: '2026-11-19',
      startTime: '10:00',
      endTime: '11:00',
      location: 'Video call',
      chair: 'Tom Fletcher',
      agenda: '1. CQC inspection preparation\n2. Rural travel times',
      minutes: null,
      actions: null,
    },
    {
      title: 'York branch meeting',
      branchId: ref('branches', 'York'),
      meetingDate: '2026-12-03',
      startTime: '13:30',
      endTime: '15:00',
      location: 'York office',
      chair: 'Priya Shah',
      agenda: '1. New clients from hospital discharge\n2. Reablement team',
      minutes: null,
      actions: null,
    },
  ),
  'job-vacancies': rows(
    {
      title: 'Care Assistant — days',
      branchId: ref('branches', 'Leeds Central'),
      employmentType: 'Part time',
      hoursPerWeek: 25,
      payRatePerHour: 1285,
      drivingRequired: true,
      closingDate: '2026-12-15',
      status: 'Open',
      description:
        'Support people to live well at home in north Leeds. Full training and Care Certificate provided.',
    },
    {
      title: 'Senior Carer',
      branchId: ref('branches', 'Harrogate'),
      employmentType: 'Full time',
      hoursPerWeek: 37.5,
      payRatePerHour: 1395,
      drivingRequired: true,
      closingDate: '2026-12-01',
      status: 'Open',
      description: 'Lead a small team of carers, carry out spot checks and support new starters.',
    },
    {
      title: 'Care Coordinator',
      branchId: ref('branches', 'York'),
      employmentType: 'Full time',
      hoursPerWeek: 37.5,
      payRatePerHour: 1450,
      drivingRequired: false,
      closingDate: '2026-10-31',
      status: 'Closed',
      description: 'Plan rotas and match carers to clients across York.',
    },
    {
      title: 'Night Carer (bank)',
      branchId: ref('branches', 'Leeds Central'),
      employmentType: 'Bank',
      hoursPerWeek: null,
      payRatePerHour: 1350,
      drivingRequired: false,
      closingDate: null,
      status: 'Draft',
      description: 'Waking nights and sleep-ins for clients at the end of life.',
    },
  ),
};

/** Replaces each reference with the id `lookup` gives it. */
export function resolveRefs(
  values: DemoValues,
  lookup: (kind: string, title: string) => string,
): DemoValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      isDemoRef(value) ? lookup(value.$ref, value.title) : value,
    ]),
  );
}

/** Inserts the demo reference data for one organisation (inside the seeding transaction). */
export async function seedReferenceData(seeder: DemoSeeder): Promise<void> {
  for (const [kindName, demo] of Object.entries(REFERENCE_DEMO_DATA)) {
    await seeder.insert(kindName, demo);
  }
}
