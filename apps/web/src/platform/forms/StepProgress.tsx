import { progressPercent } from '@care360/domain';
import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import classes from './StepProgress.module.css';

interface StepProgressProps {
  /** From 0. */
  step: number;
  count: number;
  title: string;
}

/**
 * Where a person is in a stepped form: 'Step 2 of 4: Experience' and a bar filled to the steps
 * reached, never narrower than the spec's minimum (progressPercent). Assistive technology reads
 * it as a progress bar with the step as its value.
 */
export function StepProgress({ step, count, title }: StepProgressProps) {
  const labelId = useId();
  const text = `Step ${step + 1} of ${count}: ${title}`;
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {text}
      </Text>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={step + 1}
        aria-valuetext={text}
        className={classes.track}
      >
        <div className={classes.fill} style={{ width: `${progressPercent(step, count)}%` }} />
      </div>
    </Stack>
  );
}
