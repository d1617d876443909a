/** The first part of the office lists' query keys: a change to a DBS check or uniform refreshes them. */
export const OFFICE_LIST_KEY_ROOT = 'office-lists';
