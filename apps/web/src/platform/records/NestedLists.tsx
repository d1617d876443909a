import { Anchor, Group, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { inSentence } from './in-sentence';
import type { RecordRow } from './record-api';
import type { RecordLocation } from './record-location';

/** Links to the lists of records nested under this one (a funder code's scales). */
export function NestedLists({ location, record }: { location: RecordLocation; record: RecordRow }) {
  if (location.nestedKinds.length === 0) return null;
  return (
    <nav aria-labelledby="nested-records-heading">
      <Title order={2} size="h4" id="nested-records-heading" mb="xs">
        Records of this {inSentence(location.kind.singular)}
      </Title>
      <Group gap="md">
        {location.nestedKinds.map((child) => (
          <Anchor key={child.name} component={Link} to={location.nestedListPath(child, record.id)}>
            {child.plural}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
