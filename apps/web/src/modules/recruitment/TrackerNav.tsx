import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The tracker's pages, linked from each of them. */
export const TRACKER_PAGES = [
  ['Board', '/app/recruitment-tracker'],
  ['Dashboard', '/app/recruitment-tracker/dashboard'],
  ['Interview calendar', '/app/recruitment-tracker/calendar'],
  ['Matrix', '/app/recruitment-tracker/matrix'],
  ['Reports', '/app/recruitment-tracker/reports'],
  ['Successful', '/app/recruitment-tracker/successfullapplicants'],
  ['Unsuccessful', '/app/recruitment-tracker/unsuccessfullapplicants'],
  ['All applicants', '/app/recruitment-tracker/allapplicants'],
  ['Test results', '/app/recruitment-tracker/allapplicantstest'],
] as const;

export function TrackerNav() {
  return (
    <Group component="nav" aria-label="Recruitment tracker" gap="md">
      {TRACKER_PAGES.map(([label, to]) => (
        <Anchor key={to} component={Link} to={to} size="sm">
          {label}
        </Anchor>
      ))}
    </Group>
  );
}
