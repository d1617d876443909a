import { Anchor, Group, Paper, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';

interface ProfileCardProps {
  title: string;
  /** Where the full list or form is, e.g. the client's medication list. */
  more?: { label: string; to: string } | undefined;
  /** Buttons or links of the card's own beside its heading, in place of or after `more`. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One block of a person's profile (a client's, an applicant's, a member of staff's): a heading,
 * its content, and the way to the full section of the file.
 */
export function ProfileCard({ title, more, actions, children }: ProfileCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} size="sm">
            {more.label}
          </Anchor>
        )}
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
