import type { FormDefinition, Question } from '@care360/domain';
import { useEffect, useRef } from 'react';
import {
  DRAFT_PREFIX,
  readCookies,
  SAVED_COOKIE_MAX_AGE_SECONDS,
  safely,
  writeCookie,
} from '../saved-state';
import type { FormValues } from './answer-values';
import type { Questionnaire } from './use-questionnaire';

/**
 * A public form's draft kept in the browser (spec §3.1: "held client-side and in a cookie"), so
 * an applicant who closes the page or loses the connection finds the answers and the step again.
 *
 * - localStorage `care360_draft_<name>` holds the whole draft: screen values and the step.
 * - A cookie of the same name holds what fits in DRAFT_COOKIE_MAX_BYTES (browsers keep about
 *   4 KB a cookie): the step and the answers in form order, those that would not fit left out,
 *   and never a signature (a drawn image, tens of KB) or a file (an upload id, of no use without
 *   the upload). A cookie travels with every request, so it carries as little as it can.
 * - Answers to questions marked `sensitive` are kept nowhere.
 * - Both last one hour (spec §4.3, §9): the cookie's max-age, and a saved time checked on
 *   restoring, so an old localStorage copy is not brought back either.
 * - restoreDraft reads localStorage, then the cookie (storage switched off or full), then gives
 *   null (an empty form). resetSavedState (sign-out) clears both; clearDraft after sending.
 */

export const DRAFT_MAX_AGE_MS = SAVED_COOKIE_MAX_AGE_SECONDS * 1000;
/** The most a draft cookie takes, name and value (browsers keep at least 4,096 bytes). */
export const DRAFT_COOKIE_MAX_BYTES = 3_800;
const VALID_NAME = /^[a-z0-9][a-z0-9_-]*$/i;
/** Kinds never in the cookie: too big, or of no use without the session that made them. */
const NOT_IN_COOKIE = new Set<string>(['signature', 'file']);

export interface FormDraft {
  values: FormValues;
  /** The step on screen, from 0. */
  step: number;
}

interface StoredDraft extends FormDraft {
  /** Milliseconds since 1970, when it was saved. */
  savedAt: number;
}

function keyOf(name: string): string {
  // Names come from code; a bad one is a programming error, not a user error.
  if (!VALID_NAME.test(name)) throw new Error(`Invalid draft name: "${name}"`);
  return `${DRAFT_PREFIX}${name}`;
}

const isBlank = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The values of these questions that `keep` allows, a group's entries question by question. */
function keptValues(
  questions: readonly Question[],
  values: FormValues,
  keep: (question: Question) => boolean,
): FormValues {
  const kept: FormValues = {};
  for (const question of questions) {
    const value = values[question.id];
    if (!keep(question) || value === undefined) continue;
    kept[question.id] =
      question.type === 'group' && Array.isArray(value)
        ? (value as readonly FormValues[]).map((entry) =>
            keptValues(question.questions ?? [], entry, keep),
          )
        : value;
  }
  return kept;
}

const questionsOf = (definition: FormDefinition) =>
  definition.sections.flatMap((section) => section.questions);

/** The cookie's text: the step, then answers in form order while the cookie stays small. */
function cookieText(key: string, draft: StoredDraft, definition: FormDefinition): string {
  const values = keptValues(
    questionsOf(definition),
    draft.values,
    (question) => !question.sensitive && !NOT_IN_COOKIE.has(question.type),
  );
  const encode = (fitted: FormValues) =>
    encodeURIComponent(JSON.stringify({ ...draft, values: fitted }));
  const fitted: FormValues = {};
  let text = encode(fitted);
  for (const [id, value] of Object.entries(values)) {
    if (isBlank(value)) continue;
    const candidate = encode({ ...fitted, [id]: value });
    // One answer too big to fit leaves room for the smaller ones after it.
    if (key.length + 1 + candidate.length > DRAFT_COOKIE_MAX_BYTES) continue;
    fitted[id] = value;
    text = candidate;
  }
  return text;
}

function parseDraft(text: string | null | undefined, now: number): StoredDraft | null {
  if (!text) return null;
  const draft = safely<unknown>(null, () => JSON.parse(text));
  if (typeof draft !== 'object' || draft === null) return null;
  const { values, step, savedAt } = draft as Record<string, unknown>;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  if (typeof step !== 'number' || !Number.isInteger(step) || typeof savedAt !== 'number') {
    return null;
  }
  if (now - savedAt > DRAFT_MAX_AGE_MS || savedAt > now) return null;
  return { values: values as FormValues, step, savedAt };
}

/** Keeps a draft in localStorage and, as much as fits, in a one-hour cookie. */
export function saveDraft(
  name: string,
  definition: FormDefinition,
  draft: FormDraft,
  now: number = Date.now(),
): void {
  const key = keyOf(name);
  const stored: StoredDraft = {
    values: keptValues(questionsOf(definition), draft.values, (question) => !question.sensitive),
    step: draft.step,
    savedAt: now,
  };
  safely(undefined, () => localStorage.setItem(key, JSON.stringify(stored)));
  writeCookie(key, cookieText(key, stored, definition), SAVED_COOKIE_MAX_AGE_SECONDS);
}

/** The draft kept within the hour: localStorage's, else the cookie's, else null. */
export function restoreDraft(name: string, now: number = Date.now()): FormDraft | null {
  const key = keyOf(name);
  const local = parseDraft(
    safely(null, () => localStorage.getItem(key)),
    now,
  );
  if (local) return { values: local.values, step: local.step };
  // An expired or unreadable copy is not left behind.
  safely(undefined, () => localStorage.removeItem(key));
  const cookie = readCookies().get(key);
  const fromCookie = parseDraft(
    cookie === undefined ? null : safely(null, () => decodeURIComponent(cookie)),
    now,
  );
  return fromCookie ? { values: fromCookie.values, step: fromCookie.step } : null;
}

export function clearDraft(name: string): void {
  const key = keyOf(name);
  safely(undefined, () => localStorage.removeItem(key));
  writeCookie(key, '', 0);
}

/**
 * Where a form opens: its empty (or saved) values with the draft's laid over them, question by
 * question (a question the form no longer has is dropped), and the draft's step.
 */
export function draftStart(name: string, fresh: FormValues, now: number = Date.now()): FormDraft {
  const draft = restoreDraft(name, now);
  if (!draft) return { values: fresh, step: 0 };
  const values: FormValues = { ...fresh };
  for (const id of Object.keys(fresh)) {
    const kept = draft.values[id];
    if (kept !== undefined) values[id] = kept;
  }
  return { values, step: draft.step };
}

/** Saves the form's draft whenever its answers or step change (not while untouched). */
export function useFormDraft(name: string, form: Questionnaire): void {
  const start = useRef({ values: form.values, step: form.step });
  const { definition, values, step } = form;
  useEffect(() => {
    if (values === start.current.values && step === start.current.step) return;
    saveDraft(name, definition, { values, step });
  }, [name, definition, values, step]);
}
