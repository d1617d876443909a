import { describe, expect, it } from 'vitest';
import { PASSWORD_ADVICE, passwordProblem, personalWords } from './password-policy';

const mary = { name: 'Mary Smith', email: 'mary.smith@example.co.uk' };

describe('new password policy', () => {
  it.each(['correct horse battery staple', 'blue-kettle-orbit-73', 'Tr0ub4dor&3x'])(
    'accepts a long or unpredictable password: %s',
    (password) => {
      expect(passwordProblem(password, mary)).toBeNull();
    },
  );

  it.each(['password123', 'Password1!', 'qwertyuiop12', 'qwerty123456', '1234567890'])(
    'refuses a common or breached password from the shipped list: %s',
    (password) => {
      expect(passwordProblem(password, mary)).toMatch(
        /^This password is on our list of common and breached passwords/,
      );
    },
  );

  it('refuses a guessable password, saying why and how to do better', () => {
    const problem = passwordProblem('liverpool1234', mary);
    expect(problem).toMatch(/^This password would be too easy to guess\./);
    expect(problem).toContain('Add more words that are less common.');
    expect(problem?.endsWith(PASSWORD_ADVICE)).toBe(true);
  });

  it('refuses a password containing the name or email address, in any case', () => {
    for (const password of [
      'mary.smith2024!x',
      'Quiet SMITH harbour 7',
      'MARY.SMITH@EXAMPLE.CO.UK',
    ]) {
      expect(passwordProblem(password, mary)).toMatch(
        /^Choose a password that does not contain your name or email address\./,
      );
    }
    // The same password is fine for someone else.
    expect(passwordProblem('Quiet SMITH harbour 7', { name: 'Jo Bloggs' })).toBeNull();
  });

  it('keeps the length bounds', () => {
    expect(passwordProblem('Ab3$xY9!q', mary)).toMatch(/^Use at least 10 characters\./);
    expect(passwordProblem('x'.repeat(129), mary)).toBe('Use at most 128 characters.');
  });

  it('speaks UK English', () => {
    expect(passwordProblem('Password1!', mary)).toContain('Capitalise');
  });

  it('takes the words of the name and address, ignoring short ones', () => {
    expect(personalWords({ name: 'Jo de Souza', email: 'jo.desouza+care@x.org' })).toEqual([
      'souza',
      'desouza',
      'care',
      'jo.desouza+care',
    ]);
  });
});
