import { can } from '@care360/domain';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../current-user';
import type { RecordLocation } from './record-location';

/** A list's way to its deleted records, for whoever may delete (and so restore) them. */
export function RecentlyDeletedLink({ location }: { location: RecordLocation }) {
  const user = useCurrentUser();
  const { kind } = location;
  if (!kind.operations.delete || !can(user, kind.permissions.delete)) return null;
  return (
    <Button component={Link} variant="subtle" to={location.deletedPath}>
      Recently deleted
    </Button>
  );
}
