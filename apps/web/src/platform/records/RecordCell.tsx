import type { FieldDef } from '@care360/domain';
import { displayValue } from '@care360/domain';
import { Anchor, Group } from '@mantine/core';
import { StatusBadge } from '../StatusBadge';
import classes from './RecordCell.module.css';
import { fileDownloadUrl } from './record-api';

/** One value in a list: formatted for reading, a swatch beside a colour, a file to download. */
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
  const style =
    def.kind === 'choice' && typeof value === 'string' ? def.styles?.[value] : undefined;
  if (style) return <StatusBadge tone={style}>{text}</StatusBadge>;
  if (def.kind === 'colour' && typeof value === 'string' && value) {
    return (
      <Group gap="xs" wrap="nowrap">
        <span className={classes.swatch} style={{ backgroundColor: value }} aria-hidden="true" />
        <span>{text}</span>
      </Group>
    );
  }
  if (def.kind === 'file' && typeof value === 'string' && value) {
    // The server answers with the file as an attachment, so the link downloads it.
    return (
      <Anchor href={fileDownloadUrl(value)} aria-label={`Download ${title || def.label}`}>
        {title || 'Download'}
      </Anchor>
    );
  }
  return <>{text}</>;
}
