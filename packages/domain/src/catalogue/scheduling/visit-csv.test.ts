import { describe, expect, it } from 'vitest';
import {
  type CsvClient,
  checkVisitRows,
  guessMapping,
  mappingProblems,
  parseCsv,
  parseTime,
  parseUkDate,
} from './visit-csv';

const CLIENTS: CsvClient[] = [
  { id: 'c-ada', branch: 'b1', forename: 'Ada', surname: 'Lovelace', nhsNumber: '943 476 5919' },
  { id: 'c-tom', branch: 'b1', forename: 'Tom', surname: 'Brown', nhsNumber: null },
  { id: 'c-tom2', branch: 'b2', forename: 'Tom', surname: 'Brown', nhsNumber: '401 023 2137' },
];

describe('reading a CSV', () => {
  it('keeps quoted commas, doubled quotes, CRLF and a BOM, and drops blank lines', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });
});

describe('mapping columns', () => {
  it('guesses each field from common headers, once each', () => {
    expect(guessMapping(['Service User', 'Date', 'Start', 'Finish', 'Notes', 'Date'])).toEqual([
      'clientName',
      'visitDate',
      'startTime',
      'endTime',
      'tasks',
      '',
    ]);
  });

  it('names what is missing or mapped twice', () => {
    expect(mappingProblems(['visitDate', 'visitDate', 'startTime'])).toEqual([
      'Map a column to the client’s NHS number or name.',
      'Map a column to End time.',
      'Only one column can be Date.',
    ]);
  });
});

describe('UK dates and times', () => {
  it('reads dd/mm/yyyy and refuses what is not a real day', () => {
    expect(parseUkDate('05/03/2026')).toBe('2026-03-05');
    expect(parseUkDate('5/3/2026')).toBe('2026-03-05');
    expect(parseUkDate('31/02/2026')).toBeNull();
    expect(parseUkDate('2026-03-05')).toBeNull();
  });
  it('reads 24-hour times', () => {
    expect(parseTime('7:30')).toBe('07:30');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('7pm')).toBeNull();
  });
});

describe('checking rows', () => {
  const header = ['Client', 'NHS', 'Date', 'Start', 'End', 'Carers', 'Type'];
  const mapping = guessMapping(header);

  it('names each error by row, column and why, and keeps the good rows', () => {
    const table = [
      header,
      ['Lovelace, Ada', '', '02/11/2026', '08:00', '08:30', '1', 'Personal care'],
      ['Grace Hopper', '', '02/11/2026', '08:00', '08:30', '', ''],
      ['', '943 476 5919', '2/13/2026', '09:00', '08:00', '5', 'Lunch'],
      ['Tom Brown', '', '02/11/2026', '12:00', '12:30', '', ''],
      ['', '4010232137', '02/11/2026', '22:00', '07:00', '2', 'Night'],
      ['Ada Lovelace', '', '02/11/2026', '08:00', '08:30', '', ''],
    ];
    const check = checkVisitRows(table, mapping, CLIENTS);
    expect(check.rows).toBe(6);
    expect(check.mappingProblems).toEqual([]);
    expect(check.errors).toEqual([
      { row: 3, column: 'Client', message: 'Unknown client: no client is called Grace Hopper.' },
      { row: 4, column: 'Date', message: "Not a UK date (dd/mm/yyyy): '2/13/2026'." },
      { row: 4, column: 'Carers', message: 'Carers needed must be a whole number from 1 to 4.' },
      { row: 4, column: 'Type', message: expect.stringContaining("Unknown visit type 'Lunch'") },
      { row: 4, column: 'End', message: 'The end (08:00) is before the start (09:00).' },
      {
        row: 5,
        column: 'Client',
        message: '2 clients are called Tom Brown: map their NHS numbers instead.',
      },
      { row: 7, column: 'Date', message: 'The same visit as row 2 (client, date and times).' },
    ]);
    expect(check.candidates.map((c) => [c.row, c.client, c.naturalKey])).toEqual([
      [2, 'c-ada', 'csv:c-ada:2026-11-02:08:00-08:30'],
      [6, 'c-tom2', 'csv:c-tom2:2026-11-02:22:00-07:00'],
    ]);
    // A night visit ends the next morning, on the London clock (GMT in November).
    expect(check.candidates[1]).toMatchObject({
      branch: 'b2',
      carersNeeded: 2,
      visitType: 'Night',
      startsAt: '2026-11-02T22:00:00.000Z',
      endsAt: '2026-11-03T07:00:00.000Z',
    });
  });

  it('checks no row while the mapping is incomplete', () => {
    const check = checkVisitRows([header, ['Ada Lovelace']], ['clientName'], CLIENTS);
    expect(check.mappingProblems).toHaveLength(3);
    expect(check.candidates).toEqual([]);
    expect(check.errors).toEqual([]);
  });
});
