/**
 * The MAR (medication administration record) chart's vocabulary: the rounds of the day and the
 * codes staff record against each dose. Codes follow the usual UK domiciliary MAR key; every code
 * belongs to one of four outcomes, which decide how the chart and the profile flag a dose.
 */
export const MAR_SLOTS = [
  { value: 'morning', label: 'Morning', time: '08:00' },
  { value: 'lunch', label: 'Lunch', time: '12:30' },
  { value: 'tea', label: 'Tea', time: '17:00' },
  { value: 'bed', label: 'Bed', time: '21:00' },
] as const;
export type MarSlot = (typeof MAR_SLOTS)[number]['value'];

export type MarOutcome = 'given' | 'refused' | 'not-given' | 'other';

export const MAR_CODES = [
  { code: 'G', outcome: 'given', label: 'Given' },
  { code: 'S', outcome: 'given', label: 'Self-administered with a prompt' },
  { code: 'R', outcome: 'refused', label: 'Refused' },
  { code: 'D', outcome: 'refused', label: 'Refused and destroyed' },
  { code: 'H', outcome: 'not-given', label: 'In hospital' },
  { code: 'L', outcome: 'not-given', label: 'Away from home or on leave' },
  { code: 'N', outcome: 'not-given', label: 'Not available (out of stock)' },
  { code: 'A', outcome: 'not-given', label: 'Asleep' },
  { code: 'W', outcome: 'not-given', label: 'Withheld on medical advice' },
  { code: 'P', outcome: 'not-given', label: 'PRN not needed' },
  { code: 'O', outcome: 'other', label: 'Other (see note)' },
] as const satisfies readonly { code: string; outcome: MarOutcome; label: string }[];
export type MarCode = (typeof MAR_CODES)[number]['code'];

export type MarCodeEntry = (typeof MAR_CODES)[number];
export type MarSlotEntry = (typeof MAR_SLOTS)[number];

export const MAR_SLOT_VALUES = MAR_SLOTS.map((slot) => slot.value) as [MarSlot, ...MarSlot[]];
export const MAR_CODE_VALUES = MAR_CODES.map((entry) => entry.code) as [MarCode, ...MarCode[]];

export function isMarSlot(value: unknown): value is MarSlot {
  return MAR_SLOTS.some((slot) => slot.value === value);
}

export function isMarCode(value: unknown): value is MarCode {
  return MAR_CODES.some((entry) => entry.code === value);
}

export function marSlot(value: MarSlot): MarSlotEntry {
  return MAR_SLOTS.find((slot) => slot.value === value) as MarSlotEntry;
}

export function marCode(code: MarCode): MarCodeEntry {
  return MAR_CODES.find((entry) => entry.code === code) as MarCodeEntry;
}

/**
 * A dose that was not taken must say why: a refused, withheld or otherwise not given dose is what
 * a pharmacist, a GP or an inspector asks about, and a bare code answers none of their questions.
 */
export function marNoteRequired(code: MarCode): boolean {
  return marCode(code).outcome !== 'given';
}

export const MAR_NOTE_REQUIRED_MESSAGE = 'Say why the dose was not given as prescribed.';
