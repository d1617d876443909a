import { Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Notice } from '../../platform/Notice';

/**
 * When the training is, as the office types it before a training letter is printed or its email
 * sent: without a date, the letter says it will be confirmed.
 */
export function useTrainingWhen() {
  const [on, setOn] = useState('');
  const [at, setAt] = useState('');
  return { on, at, setOn, setAt };
}

export function TrainingWhenFields({ when }: { when: ReturnType<typeof useTrainingWhen> }) {
  return (
    <Group gap="sm" align="end">
      <TextInput
        type="date"
        label="Training date"
        value={when.on}
        onChange={(event) => when.setOn(event.currentTarget.value)}
      />
      <TextInput
        type="time"
        label="Start time"
        value={when.at}
        onChange={(event) => when.setAt(event.currentTarget.value)}
      />
    </Group>
  );
}

/** What a letter or email of a removed applicant (or another organisation's office) shows. */
export const APPLICANT_LETTER_NOT_FOUND = (
  <Notice tone="danger" title="Not found">
    We could not find that applicant or office. It may have been removed.
  </Notice>
);
