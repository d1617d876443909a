import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { showAlert } from '../platform/alert-store';
import { errorMessage } from '../platform/api';
import { currentUserQuery } from '../platform/current-user';
import { LineLoader } from '../platform/LineLoader';
import { Notice } from '../platform/Notice';
import { resetSavedState } from '../platform/saved-state';
import { linkedAccountsQuery, switchAccount } from '../platform/session';
import { PublicFrame } from './PublicFrame';

const NOT_LINKED = 'That account is not linked to yours.';

/**
 * Asks before switching to a linked account: opening the address (a link in an email, another
 * site, a prefetch) must never change who the person is working as by itself. On "Switch" it
 * posts the switch (POST /api/v1/account/switch), then opens the app as that account. Saved
 * filters and the cached data of the previous account are dropped: they belong to another
 * organisation's records.
 */
export function SwitchAccountPage() {
  const { parent_user, target_user } = useParams({
    from: '/switch-account/$parent_user/$target_user',
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const linked = useQuery(linkedAccountsQuery);
  const [refusal, setRefusal] = useState('');
  const [switching, setSwitching] = useState(false);

  const list = linked.data;
  const target =
    list && list.parentUserId === parent_user
      ? list.accounts.find((account) => account.id === target_user)
      : undefined;

  async function confirm() {
    setSwitching(true);
    const result = await switchAccount(parent_user, target_user);
    if (result.error) {
      setSwitching(false);
      setRefusal(result.message);
      return;
    }
    const user = result.data.data;
    resetSavedState();
    queryClient.clear();
    queryClient.setQueryData(currentUserQuery.queryKey, user);
    await navigate({ to: '/app', replace: true });
    showAlert({
      type: 'success',
      message: `You are now working as ${user.name}, ${user.userRoleName}, at ${user.organisation.name}.`,
    });
  }

  const backToApp = (
    <Anchor component={Link} to="/app">
      Back to the app
    </Anchor>
  );

  let body: ReactNode;
  if (linked.isPending) {
    body = <LineLoader label="Loading linked accounts" />;
  } else if (linked.isError || refusal || !target) {
    body = (
      <Stack>
        <Notice tone="danger" title="You could not switch account">
          {linked.isError ? errorMessage(linked.error) : refusal || NOT_LINKED}
        </Notice>
        {backToApp}
      </Stack>
    );
  } else if (target.current) {
    body = (
      <Stack>
        <Text>
          You are already working as {target.name}, {target.userRoleName} at{' '}
          {target.organisationName}.
        </Text>
        {backToApp}
      </Stack>
    );
  } else {
    body = (
      <Stack>
        <Text id="switch-question" fw={600}>
          Switch to {target.name}, {target.userRoleName} at {target.organisationName}?
        </Text>
        <Text size="sm">
          You will work with that organisation's records until you switch back. Saved list filters
          are cleared.
        </Text>
        <Group>
          <Button
            onClick={() => void confirm()}
            loading={switching}
            aria-describedby="switch-question"
          >
            Switch
          </Button>
          <Button
            variant="default"
            disabled={switching}
            onClick={() => void navigate({ to: '/app', replace: true })}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  }

  return <PublicFrame heading="Switch account">{body}</PublicFrame>;
}
