import { can } from '@care360/domain';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from './current-user';

/**
 * Someone who did something for a client, named on the client's file: their
 * name links to their carer's file when they are a carer and the viewer may read carers; plain
 * text otherwise.
 */
export function CarerName({ name, carerId }: { name: string; carerId: string | null }) {
  const user = useCurrentUser();
  if (!carerId || !can(user, 'carers.read')) return <>{name}</>;
  return (
    <Anchor component={Link} to={`/app/carers/${carerId}`}>
      {name}
    </Anchor>
  );
}
