import type { PasswordContext } from '@care360/domain/password-policy';
import { useEffect, useState } from 'react';

type Policy = typeof import('@care360/domain/password-policy');
let loading: Promise<Policy> | undefined;

/**
 * The shared password policy's verdict on what is typed, for instant feedback. The policy and its
 * dictionaries (about 1 MB) load only when a screen that sets a password first asks, in a chunk
 * of their own; the server checks again and has the last word. Null while nothing is wrong, or
 * while the policy is still loading.
 */
export function usePasswordProblem(password: string, context: PasswordContext = {}): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const { name, email } = context;
  useEffect(() => {
    if (!password) {
      setProblem(null);
      return;
    }
    let current = true;
    // A short pause, so the estimate runs once typing stops rather than at every key.
    const timer = setTimeout(() => {
      loading ??= import('@care360/domain/password-policy');
      loading.then(
        (policy) => {
          if (current) setProblem(policy.passwordProblem(password, { name, email }));
        },
        () => {
          loading = undefined;
        },
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, name, email]);
  return problem;
}
