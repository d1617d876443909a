import { Text } from '@mantine/core';

/**
 * The live verdict of the password policy under a new-password input, read out politely by
 * screen readers; link it to the input with `aria-describedby={id}`.
 */
export function PasswordHint({ id, problem }: { id: string; problem: string | null }) {
  return (
    <Text id={id} size="sm" c={problem ? 'red.9' : 'dimmed'} aria-live="polite">
      {problem ?? ''}
    </Text>
  );
}
