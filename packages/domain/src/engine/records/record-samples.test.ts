import { describe, expect, it } from 'vitest';
import { defineRecord } from './define-record';
import { field } from './fields';
import { nhsNumberFor, sampleRecord } from './record-samples';

const ID = '00000000-0000-4000-8000-000000000001';
const FILE_ID = '00000000-0000-4000-8000-000000000002';

/** One field of every kind, with the rules and the computed field a real declaration has. */
const everything = defineRecord({
  name: 'everything',
  area: 'test',
  singular: 'Thing',
  plural: 'Things',
  fields: {
    name: field.text('Name', { required: true, unique: true, max: 12 }),
    notes: field.longText('Notes'),
    count: field.number('Count', { min: 2, max: 5 }),
    price: field.money('Price', { required: true }),
    likelihood: field.choice('Likelihood', ['1', '2', '3'], { required: true }),
    severity: field.choice('Severity', ['1', '2', '3'], { required: true }),
    score: field.number('Score', { min: 1, max: 9 }),
    days: field.multiChoice('Days', ['Monday', 'Tuesday', 'Wednesday']),
    band: field.reference('Band', 'bands', { required: true }),
    startDate: field.date('Start date', { required: true }),
    endDate: field.date('End date'),
    startTime: field.time('Starts', { required: true }),
    endTime: field.time('Ends', { required: true }),
    at: field.dateTime('At'),
    active: field.yesNo('Active'),
    email: field.email('Email', { unique: true }),
    phone: field.phone('Phone'),
    postcode: field.postcode('Postcode'),
    ni: field.niNumber('NI number'),
    nhs: field.nhsNumber('NHS number', { unique: true }),
    colour: field.colour('Colour'),
    signature: field.signature('Signature'),
    file: field.file('File'),
    // A reason is asked for only when the thing is urgent: a rule over an optional field.
    urgent: field.yesNo('Urgent'),
    reason: field.longText('Reason'),
    outcome: field.choice('Outcome', ['Fail', 'Pass'], { required: true }),
  },
  computed: {
    score: (values) => Number(values.likelihood) * Number(values.severity),
  },
  rules: [
    {
      field: 'reason',
      message: 'Say why it is urgent.',
      check: (values) => values.urgent !== true || Boolean(values.reason),
    },
    {
      field: 'outcome',
      message: 'Only an active thing passes.',
      check: (values) => values.outcome !== 'Pass' || values.active === true,
    },
    {
      field: 'endTime',
      message: 'It ends after it starts.',
      check: (values) => String(values.startTime) < String(values.endTime),
    },
  ],
  list: { columns: ['name'], sort: 'name' },
});

const references = { bands: ID, files: FILE_ID };

describe('sampleRecord', () => {
  it('makes a body of every field that the kind accepts, for any n', () => {
    for (const n of [1, 2, 3, 7, 9000, 123_456]) {
      const body = sampleRecord(everything, { n, references });
      const parsed = everything.createSchema.safeParse(body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(Object.keys(body)).toEqual(
        expect.arrayContaining(['notes', 'days', 'nhs', 'signature', 'file']),
      );
      expect(body.band).toBe(ID);
      expect(body.file).toBe(FILE_ID);
    }
  });

  it('leaves computed fields to the server', () => {
    expect(sampleRecord(everything, { n: 1, references })).not.toHaveProperty('score');
  });

  it('varies unique values with n and keeps text within its length', () => {
    const [a, b] = [1, 2].map((n) => sampleRecord(everything, { n, references }));
    expect(a?.name).not.toBe(b?.name);
    expect(a?.email).not.toBe(b?.email);
    expect(a?.nhs).not.toBe(b?.nhs);
    const long = sampleRecord(everything, { n: 123_456_789, references });
    expect(String(long.name).length).toBeLessThanOrEqual(12);
    // A unique code of four characters at most: the number is kept, not cut off.
    const codes = defineRecord({
      name: 'codes',
      area: 'test',
      singular: 'Code',
      plural: 'Codes',
      fields: { code: field.text('Code', { required: true, unique: true, max: 4 }) },
      titleField: 'code',
      list: { columns: ['code'], sort: 'code' },
    });
    const [c, d] = [11, 12].map((n) => String(sampleRecord(codes, { n, references }).code));
    expect([c, d]).toEqual(['C 11', 'C 12']);
  });

  it('gives a record’s later time fields later times', () => {
    const body = sampleRecord(everything, { n: 1, references });
    expect(String(body.startTime) < String(body.endTime)).toBe(true);
  });

  it('with only the required fields, leaves the others out yet meets the rules', () => {
    for (const n of [1, 2]) {
      const body = sampleRecord(everything, { n, references, fields: 'required' });
      expect(Object.keys(body).sort()).toEqual([
        'band',
        'endTime',
        'likelihood',
        'name',
        'outcome',
        'price',
        'severity',
        'startDate',
        'startTime',
      ]);
      expect(everything.createSchema.safeParse(body).success).toBe(true);
    }
  });

  it('meets a rule by changing the field it shows at, or filling in the field it asks for', () => {
    // n = 1 samples the outcome Pass with active no, which the rule refuses: Fail instead.
    const odd = sampleRecord(everything, { n: 1, references });
    expect(odd.active).toBe(false);
    expect(odd.outcome).toBe('Fail');
    expect(sampleRecord(everything, { n: 2, references })).toMatchObject({
      active: true,
      outcome: 'Fail',
    });
    // Urgent asks for a reason, which the required-only sample then fills in.
    const urgent = sampleRecord(everything, {
      n: 1,
      references,
      fields: 'required',
      values: { urgent: true },
    });
    expect(urgent.reason).toEqual(expect.any(String));
    expect(everything.createSchema.safeParse(urgent).success).toBe(true);
  });

  it('keeps the caller’s values, and says which rule they leave no way to meet', () => {
    const body = sampleRecord(everything, { n: 3, references, values: { name: 'Mine', count: 4 } });
    expect(body).toMatchObject({ name: 'Mine', count: 4 });
    expect(() =>
      sampleRecord(everything, {
        n: 1,
        references,
        values: { startTime: '18:00', endTime: '09:00' },
      }),
    ).toThrow('No sample everything meets its rule at endTime: It ends after it starts.');
  });
});

describe('nhsNumberFor', () => {
  it('answers a number whose check digit is right (modulus 11), whatever n', () => {
    for (const n of [0, 1, 2, 50, 9000, 40_000_000, 123_456_789]) {
      const digits = nhsNumberFor(n).replaceAll(' ', '').split('').map(Number);
      expect(digits).toHaveLength(10);
      const sum = digits.slice(0, 9).reduce((total, digit, i) => total + digit * (10 - i), 0);
      expect((11 - (sum % 11)) % 11).toBe(digits[9]);
    }
  });
});
