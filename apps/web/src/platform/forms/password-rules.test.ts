import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-rules';

describe('checkNewPassword', () => {
  it('accepts 10 to 128 characters typed twice', () => {
    expect(checkNewPassword('a'.repeat(10), 'a'.repeat(10))).toEqual({});
    expect(checkNewPassword('a'.repeat(128), 'a'.repeat(128))).toEqual({});
  });

  it('refuses fewer than 10 or more than 128 characters', () => {
    expect(checkNewPassword('a'.repeat(9), 'a'.repeat(9)).password).toEqual([
      'Use at least 10 characters.',
    ]);
    expect(checkNewPassword('a'.repeat(129), 'a'.repeat(129)).password).toEqual([
      'Use at most 128 characters.',
    ]);
  });

  it('asks for the same password twice', () => {
    expect(checkNewPassword('correct horse', 'correct hoarse').confirmation).toEqual([
      'The two passwords do not match.',
    ]);
  });
});
