import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/**
 * The rule every new password meets (reset, invitation, change), checked by the server and, for
 * instant feedback, by the browser, which loads this module (and its dictionaries, about 1 MB)
 * only on the screens that set a password. NCSC and ASVS 5.0 §6.2: length over composition
 * rules; no password from the lists of common and breached passwords shipped with zxcvbn-ts; none
 * that contains the person's name or email address; a strength estimate of at least 3 of 4
 * ("safely unguessable": about 10^8 guesses or more).
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_ADVICE =
  'A phrase of three or four unrelated words is strong and easy to remember.';

export interface PasswordContext {
  name?: string | null;
  email?: string | null;
}

let factory: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  // Built on first use: reading the dictionaries takes a few hundred milliseconds.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    // UK English in every message.
    translations: {
      ...translations,
      suggestions: {
        ...translations.suggestions,
        allUppercase: 'Capitalise some, but not all, letters.',
        capitalization: 'Capitalise more than the first letter.',
      },
    },
  });
  return factory;
}

/** The words of a person's name and email address that a password must not contain. */
export function personalWords({ name, email }: PasswordContext): string[] {
  const address = (email ?? '').trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  const words = [
    ...(name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u),
    ...local.split(/[^\p{L}\p{N}]+/u),
    local,
  ];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** Why the password is refused, with how to do better; null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters. ${PASSWORD_ADVICE}`;
  }
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const personal = personalWords(context);
  if (personal.some((word) => lower.includes(word))) {
    return `Choose a password that does not contain your name or email address. ${PASSWORD_ADVICE}`;
  }
  const result = estimator().check(password, personal);
  const common = result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      String(match.dictionaryName).startsWith('passwords') &&
      match.token.length >= password.length - 2,
  );
  if (!common && result.score >= PASSWORD_MIN_SCORE) return null;
  const why = common
    ? 'This password is on our list of common and breached passwords, so it would be among the first to be guessed.'
    : `This password would be too easy to guess.${result.feedback.warning ? ` ${result.feedback.warning}` : ''}`;
  const how = result.feedback.suggestions.filter((s) => s !== PASSWORD_ADVICE);
  return [why, ...how, PASSWORD_ADVICE].join(' ');
}
