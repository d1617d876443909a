import type { FieldDef } from '@care360/domain';
import { displayValue } from '@care360/domain';
import { Group } from '@mantine/core';
import classes from './RecordCell.module.css';

/** One value in a list: formatted for reading, with a swatch beside a colour. */
export function RecordCell({
  def,
  value,
  title,
}: {
  def: FieldDef;
  value: unknown;
  title?: string | null | undefined;
}) {
  const text = displayValue(def, value, title);
  if (def.kind === 'colour' && typeof value === 'string' && value) {
    return (
      <Group gap="xs" wrap="nowrap">
        <span className={classes.swatch} style={{ backgroundColor: value }} aria-hidden="true" />
        <span>{text}</span>
      </Group>
    );
  }
  return <>{text}</>;
}
