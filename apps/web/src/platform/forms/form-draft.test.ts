import type { FormDefinition } from '@care360/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSavedState } from '../saved-state';
import { formValuesOf } from './answer-values';
import {
  clearDraft,
  DRAFT_COOKIE_MAX_BYTES,
  DRAFT_MAX_AGE_MS,
  draftStart,
  restoreDraft,
  saveDraft,
  useFormDraft,
} from './form-draft';
import { SIGNATURE_IMAGE, TEST_APPLICATION } from './form-test-kit';
import { useQuestionnaire } from './use-questionnaire';

/** The application with a signature, a file, a sensitive answer and long notes. */
const FORM: FormDefinition = {
  ...TEST_APPLICATION,
  sections: TEST_APPLICATION.sections.map((section) =>
    section.id === 'driving'
      ? {
          ...section,
          questions: [
            ...section.questions,
            { id: 'ni', type: 'niNumber', label: 'NI number', sensitive: true },
            { id: 'notes', type: 'longText', label: 'Notes' },
            { id: 'cv', type: 'file', label: 'CV' },
            { id: 'signed', type: 'signature', label: 'Signature' },
          ],
        }
      : section,
  ),
};

const NOW = Date.UTC(2026, 2, 27, 9, 0);
const values = {
  ...formValuesOf(FORM, null, '2026-03-27'),
  name: 'Ann Lee',
  driver: 'yes',
  references: [
    { referee_name: 'Bob', email: 'bob@example.com' },
    { referee_name: '', email: '' },
  ],
  ni: 'JG 10 37 59 A',
  cv: '0b7d6c3e-7a4e-4b8e-9f39-0a5a1d3c2b11',
  signed: { image: SIGNATURE_IMAGE, name: 'Ann Lee', date: '27/03/2026' },
};

function cookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const inCookie = () => JSON.parse(cookie('care360_draft_apply') ?? 'null');
const inStorage = () => JSON.parse(localStorage.getItem('care360_draft_apply') ?? 'null');

afterEach(() => {
  clearDraft('apply');
  vi.restoreAllMocks();
});

describe('a form draft', () => {
  it('is kept whole in localStorage and, without signatures, files or secrets, in a one-hour cookie', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
      written.push(text);
      descriptor?.set?.call(document, text);
    });
    saveDraft('apply', FORM, { values, step: 2 }, NOW);

    expect(written[0]).toMatch(/^care360_draft_apply=[^;]+; max-age=3600; path=\/; SameSite=Lax/);
    expect(inStorage()).toMatchObject({ step: 2, savedAt: NOW });
    expect(inStorage().values).toMatchObject({
      name: 'Ann Lee',
      signed: values.signed,
      cv: values.cv,
    });
    expect(inStorage().values).not.toHaveProperty('ni');
    expect(inCookie()).toEqual({
      step: 2,
      savedAt: NOW,
      values: {
        name: 'Ann Lee',
        driver: 'yes',
        references: values.references,
      },
    });
  });

  it('keeps in the cookie only the answers that fit', () => {
    const notes = 'x'.repeat(DRAFT_COOKIE_MAX_BYTES);
    saveDraft('apply', FORM, { values: { ...values, notes, licence: 'JONES657' }, step: 2 }, NOW);
    expect(inStorage().values.notes).toBe(notes);
    expect(inCookie().values).not.toHaveProperty('notes');
    // Answers after the one too big still go in.
    expect(inCookie().values.licence).toBe('JONES657');
    expect(document.cookie.length).toBeLessThan(4096);
  });

  it('is restored from localStorage, then from the cookie, then not at all', () => {
    expect(restoreDraft('apply', NOW)).toBeNull();
    saveDraft('apply', FORM, { values, step: 1 }, NOW);
    expect(restoreDraft('apply', NOW + 1000)?.values.signed).toEqual(values.signed);

    localStorage.removeItem('care360_draft_apply');
    const fromCookie = restoreDraft('apply', NOW + 1000);
    expect(fromCookie?.step).toBe(1);
    expect(fromCookie?.values.name).toBe('Ann Lee');
    expect(fromCookie?.values).not.toHaveProperty('signed');

    clearDraft('apply');
    expect(restoreDraft('apply', NOW + 1000)).toBeNull();
  });

  it('lasts one hour', () => {
    saveDraft('apply', FORM, { values, step: 1 }, NOW);
    expect(restoreDraft('apply', NOW + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(restoreDraft('apply', NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    // The stale copy is gone from localStorage too.
    expect(localStorage.getItem('care360_draft_apply')).toBeNull();
  });

  it('is cleared by the full reset of sign-out', () => {
    saveDraft('apply', FORM, { values, step: 1 });
    resetSavedState();
    expect(localStorage.getItem('care360_draft_apply')).toBeNull();
    expect(cookie('care360_draft_apply')).toBeUndefined();
    expect(restoreDraft('apply')).toBeNull();
  });

  it('opens the form where it was left, and is saved as answers and steps change', () => {
    const fresh = formValuesOf(FORM, null, '2026-03-27');
    expect(draftStart('apply', fresh)).toEqual({ values: fresh, step: 0 });
    saveDraft('apply', FORM, { values: { name: 'Ann Lee', gone: 'x' }, step: 1 });
    const start = draftStart('apply', fresh);
    expect(start.step).toBe(1);
    expect(start.values).toEqual({ ...fresh, name: 'Ann Lee' });

    clearDraft('apply');
    const { result } = renderHook(() => {
      const form = useQuestionnaire(FORM, fresh);
      useFormDraft('apply', form);
      return form;
    });
    // Untouched: nothing kept.
    expect(restoreDraft('apply')).toBeNull();
    act(() => result.current.setValue('name', 'Ann Lee'));
    act(() => result.current.setValue('driver', 'no'));
    act(() => {
      result.current.next();
    });
    expect(restoreDraft('apply')).toMatchObject({
      step: 1,
      values: { name: 'Ann Lee', driver: 'no' },
    });
  });
});
