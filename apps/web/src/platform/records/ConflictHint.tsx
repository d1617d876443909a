import type { FieldDef } from '@care360/domain';
import { displayValue } from '@care360/domain';
import { Button, Group, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import classes from './ConflictHint.module.css';
import { type RecordFormValues, sameApiValue, toApiValue } from './form-values';
import type { RecordRow } from './record-api';

interface ConflictHintProps {
  name: string;
  def: FieldDef;
  control: Control<RecordFormValues, unknown, Record<string, unknown>>;
  /** The record as someone else saved it while this person was editing. */
  current: RecordRow;
  onTake: () => void;
}

/**
 * Under a field, after a save met a newer version: the value someone else saved, while it
 * differs from what this person has typed, with a button to take it.
 */
export function ConflictHint({ name, def, control, current, onTake }: ConflictHintProps) {
  const mine = useWatch({ control, name });
  const theirs = current[name];
  if (sameApiValue(def, toApiValue(def, mine), theirs)) return null;
  const shown = displayValue(def, theirs, current._titles?.[name]) || '(empty)';
  return (
    <Group gap="sm" className={classes.hint} wrap="nowrap" align="center">
      <Text size="sm">
        Saved by someone else: <strong>{shown}</strong>
      </Text>
      <Button size="compact-xs" variant="default" onClick={onTake}>
        Use their {def.label.toLowerCase()}
      </Button>
    </Group>
  );
}
