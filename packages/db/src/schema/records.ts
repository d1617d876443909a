import { recordKind } from '@care360/domain';
import { tableFor } from '../records/table-for';

// One line per declared record kind: drizzle-kit finds tables only as named exports.
// `npm run new:record` adds the line for a new kind.
export const medications = tableFor(recordKind('medications'));
export const funderCodes = tableFor(recordKind('funder-codes'));
export const funderScales = tableFor(recordKind('funder-scales'));
