import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RecordRowActionsProps } from '../../platform/records/record-row-actions';

/** On each sent survey: who has not answered yet, where they can be reminded. */
export function SurveySendRowActions({ row }: RecordRowActionsProps) {
  const due = Number(row.due ?? 0);
  const title = String(row.title ?? 'this survey');
  return (
    <Anchor
      component={Link}
      to={`/app/surveys/${encodeURIComponent(String(row.id))}/due`}
      size="sm"
      aria-label={`Not answered: ${due} for ${title}`}
    >
      Not answered ({due})
    </Anchor>
  );
}
