import { Group } from '@mantine/core';
import { useState } from 'react';
import { Notice } from '../../platform/Notice';
import { ClockTimeInput, UkDateInput } from '../../platform/records/fields/UkDateTimeInputs';
import { isoDateOf } from '../../platform/records/form-values';
import { clockTimeOf } from '../../platform/records/london-time';

/**
 * When the training is, as the office types it before a training letter is printed or its email
 * sent: without a date, the letter says it will be confirmed. `on` ('YYYY-MM-DD') and `at`
 * ('HH:MM') are what was typed once it reads as a date or a time, '' until then.
 */
export function useTrainingWhen() {
  const [onText, setOn] = useState('');
  const [atText, setAt] = useState('');
  const on = isoDateOf(onText) ?? '';
  const at = clockTimeOf(atText) ?? '';
  return { onText, atText, on, at, setOn, setAt };
}

export function TrainingWhenFields({ when }: { when: ReturnType<typeof useTrainingWhen> }) {
  return (
    <Group gap="sm" align="start">
      <UkDateInput
        label="Training date"
        value={when.onText}
        onChange={when.setOn}
        error={when.onText && !when.on ? 'Enter a date as DD/MM/YYYY.' : undefined}
      />
      <ClockTimeInput
        label="Start time"
        value={when.atText}
        onChange={when.setAt}
        error={when.atText && !when.at ? 'Enter a time as HH:MM (24-hour).' : undefined}
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
