import { type RecordKind, recordKind } from '@care360/domain';

/** `/api/v1/medications` or, nested, `/api/v1/funder-codes/:parentId/funder-scales`. */
export function apiBasePattern(kind: RecordKind): string {
  return kind.parent
    ? `/api/v1/${recordKind(kind.parent).name}/:parentId/${kind.name}`
    : `/api/v1/${kind.name}`;
}
