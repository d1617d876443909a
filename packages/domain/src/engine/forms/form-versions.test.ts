import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './form-definition';
import {
  canonicalJson,
  definitionFingerprint,
  formVersionProblems,
  formVersionsOf,
} from './form-versions';

const form: FormDefinition = {
  key: 'consent',
  title: 'Consent',
  version: 2,
  purpose: 'contract',
  sections: [
    {
      id: 'consent',
      title: 'Consent',
      questions: [{ id: 'agree', type: 'yesNo', label: 'I agree', required: true }],
    },
  ],
};

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: undefined }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"f":2}]},"b":1}',
    );
  });
});

describe('definitionFingerprint', () => {
  it('is 16 hex digits and the same for the same content in any key order', () => {
    const reordered = Object.fromEntries(Object.entries(form).reverse());
    expect(definitionFingerprint(form)).toMatch(/^[0-9a-f]{16}$/);
    expect(definitionFingerprint(reordered)).toBe(definitionFingerprint(form));
  });

  it('changes with any change of content', () => {
    const relabelled = {
      ...form,
      sections: [
        { ...form.sections[0], questions: [{ id: 'agree', type: 'yesNo', label: 'I agree.' }] },
      ],
    };
    expect(definitionFingerprint(relabelled)).not.toBe(definitionFingerprint(form));
    expect(definitionFingerprint({ ...form, version: 3 })).not.toBe(definitionFingerprint(form));
  });
});

describe('formVersionProblems', () => {
  const committed = formVersionsOf([form]);

  it('finds nothing when the file matches the forms', () => {
    expect(formVersionProblems([form], committed)).toEqual({ unversioned: [], stale: [] });
  });

  it('asks for a new version when the content changed under the same one', () => {
    const changed = { ...form, title: 'Consent to care' };
    expect(formVersionProblems([changed], committed)).toEqual({
      unversioned: ['consent changed but is still version 2: raise its version to 3'],
      stale: [],
    });
  });

  it('refuses a version that went down', () => {
    expect(formVersionProblems([{ ...form, version: 1 }], committed).unversioned).toEqual([
      'consent went back from version 2 to 1: versions only go up',
    ]);
  });

  it('asks to regenerate the file for new forms, raised versions and removed forms', () => {
    const other = { ...form, key: 'pharmacy' };
    expect(formVersionProblems([{ ...form, version: 3, title: 'New' }, other], committed)).toEqual({
      unversioned: [],
      stale: [
        'consent is now version 3 (the file says 2)',
        'pharmacy (version 2) is not in the file yet',
      ],
    });
    expect(formVersionProblems([], committed).stale).toEqual([
      'consent is in the file but no longer a form',
    ]);
  });

  it('writes the file with keys in order', () => {
    expect(
      Object.keys(
        formVersionsOf([
          { ...form, key: 'b' },
          { ...form, key: 'a' },
        ]),
      ),
    ).toEqual(['a', 'b']);
  });
});
