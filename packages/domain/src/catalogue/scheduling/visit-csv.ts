import { visitInstants } from './visit-times';
import { MAX_CARERS_PER_VISIT, VISIT_TYPES } from './visits.record';

/**
 * A CSV of visits (a council's brokerage, another roster) turned into visits: read (RFC 4180,
 * as spreadsheets write it), its columns mapped to visit fields one by one, and each row checked,
 * every error naming its row, column and why. Pure: the server gives the clients to match and
 * writes what this yields (modules/scheduling/visit-csv-imports.*).
 */

/** The visit fields a column may be mapped to; '' leaves a column out. */
export const VISIT_CSV_FIELDS = [
  { key: 'clientNhsNumber', label: 'Client NHS number' },
  { key: 'clientName', label: 'Client name' },
  { key: 'visitDate', label: 'Date' },
  { key: 'startTime', label: 'Start time' },
  { key: 'endTime', label: 'End time' },
  { key: 'carersNeeded', label: 'Carers needed' },
  { key: 'visitType', label: 'Visit type' },
  { key: 'tasks', label: 'Tasks' },
] as const;
export type VisitCsvField = (typeof VISIT_CSV_FIELDS)[number]['key'];

/** One target per column of the file, in its order; '' for a column that is not imported. */
export type VisitCsvMapping = (VisitCsvField | '')[];

/** Rows a file may hold: its text is sent as JSON, and the API takes 256 KiB at most. */
export const MAX_CSV_ROWS = 2000;
export const MAX_CSV_CHARS = 200_000;

/** Headers a brokerage or roster export commonly uses, for the first guess at the mapping. */
const HEADER_GUESSES: Record<VisitCsvField, readonly string[]> = {
  clientNhsNumber: ['nhs', 'nhs number', 'nhs no', 'client nhs number'],
  clientName: ['client', 'client name', 'service user', 'name', 'customer', 'service user name'],
  visitDate: ['date', 'visit date', 'day', 'service date'],
  startTime: ['start', 'start time', 'from', 'time from', 'planned start'],
  endTime: ['end', 'end time', 'finish', 'to', 'time to', 'planned end'],
  carersNeeded: ['carers', 'carers needed', 'staff', 'number of carers', 'double up'],
  visitType: ['type', 'visit type', 'call type', 'service type'],
  tasks: ['tasks', 'notes', 'duties', 'care tasks'],
};

/** Reads CSV text into rows of cells: quoted cells, doubled quotes, CRLF or LF, a BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  // Blank lines (a trailing one, a spreadsheet's empty rows) are not rows.
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const squash = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The first guess: each header matched to the field it names, each field used once. */
export function guessMapping(headers: readonly string[]): VisitCsvMapping {
  const used = new Set<VisitCsvField>();
  return headers.map((header) => {
    const name = squash(header);
    const found = VISIT_CSV_FIELDS.find(
      ({ key }) => !used.has(key) && HEADER_GUESSES[key].includes(name),
    );
    if (!found) return '';
    used.add(found.key);
    return found.key;
  });
}

/** A problem with the mapping itself, before any row is read. */
export function mappingProblems(mapping: VisitCsvMapping): string[] {
  const problems: string[] = [];
  const has = (key: VisitCsvField) => mapping.includes(key);
  if (!has('clientNhsNumber') && !has('clientName'))
    problems.push('Map a column to the client’s NHS number or name.');
  for (const key of ['visitDate', 'startTime', 'endTime'] as const)
    if (!has(key))
      problems.push(`Map a column to ${VISIT_CSV_FIELDS.find((f) => f.key === key)?.label}.`);
  for (const { key, label } of VISIT_CSV_FIELDS)
    if (mapping.filter((m) => m === key).length > 1)
      problems.push(`Only one column can be ${label}.`);
  return problems;
}

/** A client as rows are matched to them. */
export interface CsvClient {
  id: string;
  branch: string;
  forename: string;
  surname: string;
  nhsNumber: string | null;
}

export interface CsvRowError {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The column's header, or the field's label when no column holds it. */
  column: string;
  message: string;
}

/** A row that passed every check: what the import writes. */
export interface VisitCsvCandidate {
  row: number;
  /** Client, day and times: the same row imported twice is one visit. */
  naturalKey: string;
  client: string;
  branch: string;
  visitDate: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  carersNeeded: number;
  visitType: string | null;
  tasks: string | null;
}

export interface VisitCsvCheck {
  /** Data rows (the header left out). */
  rows: number;
  mappingProblems: string[];
  candidates: VisitCsvCandidate[];
  errors: CsvRowError[];
}

/** The key a CSV visit is made once by (stored as the visit's generation key). */
export function csvNaturalKey(client: string, date: string, start: string, end: string): string {
  return `csv:${client}:${date}:${start}-${end}`;
}

/** 'dd/mm/yyyy' (or d/m/yyyy, dashes or dots) as 'YYYY-MM-DD'; null when not a real date. */
export function parseUkDate(value: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}

/** 'H:MM' or 'HH:MM' (24-hour, seconds allowed) as 'HH:MM'; null otherwise. */
export function parseTime(value: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const nameKey = (value: string) => {
  const squashed = value.trim().toLowerCase().replace(/\s+/g, ' ');
  // 'Surname, Forename' as brokerage files often write it reads as 'forename surname'.
  const comma = squashed.split(',').map((part) => part.trim());
  return comma.length === 2 ? `${comma[1]} ${comma[0]}` : squashed;
};

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Checks every data row under the mapping. A row with any error is left out and each error is
 * named; the others are what the import makes. An end before the start is an error except on a
 * night visit, which ends the next morning.
 */
export function checkVisitRows(
  table: readonly (readonly string[])[],
  mapping: VisitCsvMapping,
  clients: readonly CsvClient[],
): VisitCsvCheck {
  const [headers = [], ...data] = table;
  const problems = mappingProblems(mapping);
  const result: VisitCsvCheck = {
    rows: data.length,
    mappingProblems: problems,
    candidates: [],
    errors: [],
  };
  if (problems.length > 0) return result;
  if (data.length > MAX_CSV_ROWS) {
    result.mappingProblems.push(`A file may hold ${MAX_CSV_ROWS} rows at most: split it.`);
    return result;
  }
  const byNhs = new Map<string, CsvClient[]>();
  const byName = new Map<string, CsvClient[]>();
  for (const client of clients) {
    if (client.nhsNumber) {
      const key = digits(client.nhsNumber);
      byNhs.set(key, [...(byNhs.get(key) ?? []), client]);
    }
    const key = nameKey(`${client.forename} ${client.surname}`);
    byName.set(key, [...(byName.get(key) ?? []), client]);
  }
  const columnOf = (key: VisitCsvField) => mapping.indexOf(key);
  const headerOf = (key: VisitCsvField) => {
    const index = columnOf(key);
    return headers[index]?.trim() || `Column ${index + 1}`;
  };
  const seen = new Map<string, number>();
  data.forEach((cells, index) => {
    const row = index + 2;
    const errors: CsvRowError[] = [];
    const cell = (key: VisitCsvField) => {
      const at = columnOf(key);
      return at < 0 ? '' : (cells[at] ?? '').trim();
    };
    const fail = (key: VisitCsvField, message: string) =>
      errors.push({ row, column: headerOf(key), message });

    let client: CsvClient | undefined;
    if (columnOf('clientNhsNumber') >= 0 && cell('clientNhsNumber') !== '') {
      const found = byNhs.get(digits(cell('clientNhsNumber'))) ?? [];
      if (found.length === 0)
        fail(
          'clientNhsNumber',
          `Unknown client: no client has NHS number ${cell('clientNhsNumber')}.`,
        );
      else client = found[0];
    } else if (columnOf('clientName') >= 0 && cell('clientName') !== '') {
      const found = byName.get(nameKey(cell('clientName'))) ?? [];
      if (found.length === 0)
        fail('clientName', `Unknown client: no client is called ${cell('clientName')}.`);
      else if (found.length > 1)
        fail(
          'clientName',
          `${found.length} clients are called ${cell('clientName')}: map their NHS numbers instead.`,
        );
      else client = found[0];
    } else
      fail(
        columnOf('clientNhsNumber') >= 0 ? 'clientNhsNumber' : 'clientName',
        'No client is given.',
      );

    const visitDate = parseUkDate(cell('visitDate'));
    if (!visitDate) fail('visitDate', `Not a UK date (dd/mm/yyyy): '${cell('visitDate')}'.`);
    const startTime = parseTime(cell('startTime'));
    if (!startTime) fail('startTime', `Not a 24-hour time (hh:mm): '${cell('startTime')}'.`);
    const endTime = parseTime(cell('endTime'));
    if (!endTime) fail('endTime', `Not a 24-hour time (hh:mm): '${cell('endTime')}'.`);

    let carersNeeded = 1;
    if (columnOf('carersNeeded') >= 0 && cell('carersNeeded') !== '') {
      const n = Number(cell('carersNeeded'));
      if (!Number.isInteger(n) || n < 1 || n > MAX_CARERS_PER_VISIT)
        fail(
          'carersNeeded',
          `Carers needed must be a whole number from 1 to ${MAX_CARERS_PER_VISIT}.`,
        );
      else carersNeeded = n;
    }
    let visitType: string | null = null;
    if (columnOf('visitType') >= 0 && cell('visitType') !== '') {
      const found = VISIT_TYPES.find((t) => t.toLowerCase() === cell('visitType').toLowerCase());
      if (!found)
        fail(
          'visitType',
          `Unknown visit type '${cell('visitType')}': use ${VISIT_TYPES.join(', ')}.`,
        );
      else visitType = found;
    }
    if (startTime && endTime) {
      if (startTime === endTime) fail('endTime', 'The end time is the start time.');
      else if (endTime < startTime && visitType !== 'Night')
        fail('endTime', `The end (${endTime}) is before the start (${startTime}).`);
    }
    const tasks = cell('tasks') || null;
    if (tasks && tasks.length > 5000) fail('tasks', 'Tasks are longer than 5,000 characters.');

    let candidate: VisitCsvCandidate | null = null;
    if (errors.length === 0 && client && visitDate && startTime && endTime) {
      const instants = visitInstants(visitDate, startTime, endTime);
      if (!instants) fail('startTime', 'This time does not exist on that day (the clocks change).');
      else {
        const naturalKey = csvNaturalKey(client.id, visitDate, startTime, endTime);
        const first = seen.get(naturalKey);
        if (first !== undefined)
          fail('visitDate', `The same visit as row ${first} (client, date and times).`);
        else {
          seen.set(naturalKey, row);
          candidate = {
            row,
            naturalKey,
            client: client.id,
            branch: client.branch,
            visitDate,
            startTime,
            endTime,
            startsAt: instants.startsAt.toISOString(),
            endsAt: instants.endsAt.toISOString(),
            carersNeeded,
            visitType,
            tasks,
          };
        }
      }
    }
    if (candidate) result.candidates.push(candidate);
    result.errors.push(...errors);
  });
  return result;
}
