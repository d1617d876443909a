import { type StaffWorkingAnswer, WORKING_STATE_STYLES } from '@care360/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StatusBadge } from '../../platform/StatusBadge';

/**
 * Whether a member of staff may be offered for work, in words and colour (working-state.ts):
 * "Must not work" in red with every reason and its date, each leading to the section that puts it
 * right; "Starting 07/12/2026" in blue; "Expiring soon" in amber with what ends; "Active" in green.
 */
export function WorkingStatus({ working }: { working: StaffWorkingAnswer }) {
  if (!working.state) return null;
  return (
    <Group gap="xs" wrap="wrap" align="baseline" role="group" aria-label="Working status">
      <StatusBadge tone={WORKING_STATE_STYLES[working.state]} size="lg">
        {working.label}
      </StatusBadge>
      {working.state !== 'Starting' &&
        working.reasons.map((reason, i) => (
          <Text span key={reason.text} fw={working.state === 'Must not work' ? 700 : undefined}>
            {i > 0 ? '; ' : ''}
            <Anchor component={Link} to={reason.href} inherit>
              {reason.text}
            </Anchor>
          </Text>
        ))}
    </Group>
  );
}
