import type { RecordHooks } from '../../platform/records/record-hooks';

/** What makes a generated visit the office's own: a change of its day or times. */
const TIMING = ['visitDate', 'startTime', 'endTime'] as const;

const hhmm = (value: unknown) => (typeof value === 'string' ? value.slice(0, 5) : value);

/**
 * A generated visit whose day or times someone changes is marked moved by hand, so that
 * regenerating from the pattern never puts it back without saying so (visit-generation.ts).
 */
export const visitHooks: RecordHooks = {
  async beforeUpdate({ existing, values }) {
    if (existing.source === 'By hand' || values.movedByHand === true) return;
    const moved = TIMING.some(
      (key) => values[key] !== undefined && hhmm(values[key]) !== hhmm(existing[key]),
    );
    if (moved) values.movedByHand = true;
  },
};
