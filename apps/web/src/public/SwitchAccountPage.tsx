import { Anchor, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../app/alert/alert-store';
import { currentUserQuery } from '../platform/current-user';
import { LineLoader } from '../platform/LineLoader';
import { Notice } from '../platform/Notice';
import { resetSavedState } from '../platform/saved-state';
import { switchAccount } from '../platform/session';
import { PublicFrame } from './PublicFrame';

/**
 * Switches to a linked account (POST /api/v1/account/switch), then opens the app as that account.
 * Saved filters and the cached data of the previous account are dropped: they belong to another
 * organisation's records.
 */
export function SwitchAccountPage() {
  const { parent_user, target_user } = useParams({
    from: '/switch-account/$parent_user/$target_user',
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState('');
  // The switch is a one-off action: StrictMode's second effect run must not post it again.
  const started = useRef('');

  useEffect(() => {
    const key = `${parent_user}/${target_user}`;
    if (started.current === key) return;
    started.current = key;
    void (async () => {
      const result = await switchAccount(parent_user, target_user);
      if (result.error) {
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
    })();
  }, [parent_user, target_user, navigate, queryClient]);

  return (
    <PublicFrame heading="Switch account">
      {refusal ? (
        <Stack>
          <Notice tone="danger" title="You could not switch account">
            {refusal}
          </Notice>
          <Anchor component={Link} to="/app">
            Back to the app
          </Anchor>
        </Stack>
      ) : (
        <LineLoader label="Switching account" />
      )}
    </PublicFrame>
  );
}
