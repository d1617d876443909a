/**
 * "Recently deleted": a kind's deleted records, restorable by whoever may delete them, at
 * `{list path}/deleted` in the app and `GET {api base}/deleted` in the API.
 */
export const RECENTLY_DELETED_SEGMENT = 'deleted';
export const RECENTLY_DELETED_TITLE = 'Recently deleted';

/** Who deleted a record and when, carried by each row of a recently deleted list as `_deleted`. */
export interface DeletedMark {
  /** ISO instant. */
  at: string;
  /** The name of whoever deleted it, null when that person is not known. */
  by: string | null;
}
