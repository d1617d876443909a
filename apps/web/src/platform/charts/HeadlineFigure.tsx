import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A dashboard's headline figure: its name, its number, and the list it counts when there is one. */
export function HeadlineFigure({
  label,
  value,
  to,
}: {
  label: string;
  value: string;
  to?: string;
}) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {to && (
        <Anchor component={Link} to={to} size="sm">
          See the list
        </Anchor>
      )}
    </Paper>
  );
}
