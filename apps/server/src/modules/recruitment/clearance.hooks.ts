import { CONFIRMED_CHECK_KINDS, type ConfirmedCheckKind, confirmationGaps } from '@care360/domain';
import { HttpError } from '../../platform/http/envelope';
import { type RecordHooks, refusal } from '../../platform/records/record-hooks';

/**
 * An applicant becomes 'Cleared' only through the Clear to start action
 * (clearance.endpoints.ts), which checks every pre-employment check first: a plain save or a
 * board move to 'Cleared' is refused, and the cleared date is the server's, so whatever a save
 * sends for it is ignored (as for a computed field).
 */
export const CLEARED_BY_ACTION_ONLY =
  'An applicant is cleared to start only with the Clear to start button, once every check holds.';

export const applicantStageHooks: RecordHooks = {
  async beforeCreate({ values }) {
    if (values.stage === 'Cleared') throw refusal('stage', CLEARED_BY_ACTION_ONLY);
    delete values.clearedOn;
  },
  async beforeUpdate({ existing, values }) {
    if (values.stage === 'Cleared' && existing.stage !== 'Cleared') {
      throw refusal('stage', CLEARED_BY_ACTION_ONLY);
    }
    delete values.clearedOn;
    // Moved back from Cleared (to Rejected, say): no longer cleared.
    if (existing.stage === 'Cleared' && values.stage && values.stage !== 'Cleared') {
      values.clearedOn = null;
    }
  },
};

/** The override names who approved it and when, as the server saw it, whatever was sent. */
export const clearanceOverrideHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    values.approvedBy = ctx.auth.user.id;
    values.at = new Date().toISOString();
  },
};

/**
 * A check marked confirmed (right to work by documents or share code, a DBS certificate, an
 * identity document) is refused without its evidence file, checker and date, each named at its
 * field. A save is judged on the record as it would be stored.
 */
function confirmedCheckHooks(kind: ConfirmedCheckKind): RecordHooks {
  const check = (values: Record<string, unknown>) => {
    const gaps = confirmationGaps(kind, values);
    if (Object.keys(gaps).length === 0) return;
    throw new HttpError(
      400,
      'Please correct the highlighted fields.',
      Object.fromEntries(Object.entries(gaps).map(([field, message]) => [field, [message]])),
    );
  };
  return {
    async beforeCreate({ values }) {
      check(values);
    },
    async beforeUpdate({ existing, values }) {
      check({ ...existing, ...values });
    },
  };
}

export const CONFIRMED_CHECK_HOOKS: Record<string, RecordHooks> = Object.fromEntries(
  CONFIRMED_CHECK_KINDS.map((kind) => [kind, confirmedCheckHooks(kind)]),
);
