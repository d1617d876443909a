/** What the quality area offers the others' screens: a dose on the MAR raised as an error. */
export { RaiseMedicationError } from './RaiseMedicationError';
