import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * The questionnaires of the staff files (spec §2.5 "checklist and form screens", "forms and
 * emails"): each declared once in this folder and listed for each file that has it.
 */
export const CARER_FORMS: readonly FormDefinition[] = [];

/** The office employee's: their own (details, additional info) and those shared with carers. */
export const EMPLOYEE_FORMS: readonly FormDefinition[] = [];
