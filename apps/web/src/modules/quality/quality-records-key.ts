/** The first key of a file's Quality Records query, refreshed by a change to any register. */
export const QUALITY_RECORDS_KEY = 'quality-records';
